export { freePort, startNatsServer, type NatsRouteOptions, type NatsServerHandle, type StartNatsServerOptions } from './nats-server.js';
export { startClickHouse, type ClickHouseHandle, type StartClickHouseOptions } from './clickhouse.js';
export { probeDockerEngine, type DockerProbe } from './clickhouse-docker.js';
export { killOnExit } from './kill-on-exit.js';
export { startChdbHttpEndpoint, type ChdbHttpEndpointHandle, type StartChdbHttpEndpointOptions } from './chdb-http-endpoint.js';
export { serveChdbHttp, type ChdbHttpServer, type ChdbHttpServerOptions } from './chdb-http-server.js';
export { startTcpProxy, type TcpProxyHandle, type TcpProxyMode, type TcpProxyOptions, type TcpProxyStats } from './tcp-proxy.js';
export { startNatsCluster, type NatsClusterHandle, type NatsNodeRef, type StartNatsClusterOptions } from './nats-cluster.js';
