export { freePort, startNatsServer, type NatsServerHandle, type StartNatsServerOptions } from './nats-server.js';
export { startClickHouse, type ClickHouseHandle, type StartClickHouseOptions } from './clickhouse.js';
export { probeDockerEngine, type DockerProbe } from './clickhouse-docker.js';
export { killOnExit } from './kill-on-exit.js';
