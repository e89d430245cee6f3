// The NATS helpers alone, for packages that must not load the ClickHouse half of the testkit
// (the index pulls in @estate/store and with it chdb's native library).
export { freePort, startNatsServer, type NatsRouteOptions, type NatsServerHandle, type StartNatsServerOptions } from './nats-server.js';
export { startNatsCluster, type NatsClusterHandle, type NatsNodeRef, type StartNatsClusterOptions } from './nats-cluster.js';
export type { NatsSyncInterval } from './nats-config.js';
