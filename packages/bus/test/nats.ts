export { startNatsServer, startNatsCluster, type NatsServerHandle, type NatsClusterHandle } from '@estate/testkit/nats';
