// @estate/testkit depends on @estate/bus, so bus cannot depend on it in return (a workspace
// cycle that turbo refuses). The NATS helpers import no workspace package, so the tests load
// them from their source.
export { startNatsServer, type NatsServerHandle } from '../../testkit/src/nats-server.js';
export { startNatsCluster, type NatsClusterHandle } from '../../testkit/src/nats-cluster.js';
