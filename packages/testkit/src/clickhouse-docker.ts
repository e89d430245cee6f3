import { request } from 'node:http';

export interface DockerProbe {
  /** True only when a Docker engine answered `GET /_ping` with OK. */
  readonly available: boolean;
  /** The endpoint that was tried: a unix socket path or `host:port`. */
  readonly endpoint: string;
  /** Why it is not available, or the engine's answer. */
  readonly detail: string;
}

/**
 * Asks the Docker engine of `DOCKER_HOST` (or `/var/run/docker.sock`) for `/_ping`. A socket
 * file alone proves nothing (the daemon may be down, or the file a stale leftover), so only an
 * answer counts. Never throws; gives up after `timeoutMs`.
 */
export async function probeDockerEngine(env: NodeJS.ProcessEnv = process.env, timeoutMs = 1_000): Promise<DockerProbe> {
  const dockerHost = env.DOCKER_HOST ?? 'unix:///var/run/docker.sock';
  let target: { socketPath: string } | { host: string; port: number };
  let endpoint: string;
  if (dockerHost.startsWith('unix://')) {
    const socketPath = dockerHost.slice('unix://'.length);
    target = { socketPath };
    endpoint = socketPath;
  } else if (dockerHost.startsWith('tcp://')) {
    const url = new URL(dockerHost.replace(/^tcp:/, 'http:'));
    target = { host: url.hostname, port: Number(url.port || 2375) };
    endpoint = `${url.hostname}:${url.port || 2375}`;
  } else {
    return { available: false, endpoint: dockerHost, detail: 'unsupported DOCKER_HOST scheme' };
  }

  return new Promise<DockerProbe>((resolve) => {
    const req = request({ ...target, path: '/_ping', method: 'GET', timeout: timeoutMs }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => {
        const ok = res.statusCode === 200 && body.trim() === 'OK';
        resolve({ available: ok, endpoint, detail: ok ? 'engine answered OK' : `engine answered ${res.statusCode}: ${body.slice(0, 100)}` });
      });
    });
    req.on('timeout', () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    req.on('error', (err) => resolve({ available: false, endpoint, detail: err.message }));
    req.end();
  });
}
