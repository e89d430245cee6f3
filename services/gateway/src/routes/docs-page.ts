import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';

// The page and its start-up script live beside the package's sources (src/ and dist/ are both two
// levels below the package, so they are found the same from either).
const OWN = new URL('../../static/docs/', import.meta.url);
// Swagger UI's prebuilt bundle and stylesheet, served from the npm package: no CDN, and the version
// is the lockfile's.
const SWAGGER_UI = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

interface Asset {
  type: string;
  body: Buffer;
}

const asset = (type: string, path: string | URL): Asset => ({ type, body: readFileSync(path) });

/**
 * `/docs`: the API reference rendered in the browser by Swagger UI from `/v1/openapi.json` (the
 * descriptions' Markdown, request and response examples, "try it out" with a key). Every script is
 * a file of this server, so the page needs no inline script and no other origin.
 */
export function registerDocsRoutes(app: FastifyInstance): void {
  const assets: Record<string, Asset> = {
    '/docs': asset('text/html; charset=utf-8', new URL('index.html', OWN)),
    '/docs/init.js': asset('text/javascript; charset=utf-8', new URL('init.js', OWN)),
    '/docs/swagger-ui-bundle.js': asset('text/javascript; charset=utf-8', join(SWAGGER_UI, 'swagger-ui-bundle.js')),
    '/docs/swagger-ui.css': asset('text/css; charset=utf-8', join(SWAGGER_UI, 'swagger-ui.css')),
  };
  for (const [url, { type, body }] of Object.entries(assets)) {
    app.get(url, async (_request, reply) => reply.type(type).header('cache-control', 'public, max-age=300').send(body));
  }
}
