// @estate/testkit depends on @estate/bus, so bus cannot depend on it in return (a workspace
// cycle that turbo refuses). The NATS helper imports no workspace package, so the tests load
// it from its source.
export { startNatsServer, type NatsServerHandle } from '../../testkit/src/nats-server.js';
