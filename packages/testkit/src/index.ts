export { freePort, startNatsServer, type NatsRouteOptions, type NatsServerHandle, type StartNatsServerOptions } from './nats-server.js';
export { startClickHouse, type ClickHouseHandle, type StartClickHouseOptions } from './clickhouse.js';
export { probeDockerEngine, type DockerProbe } from './clickhouse-docker.js';
export { killOnExit } from './kill-on-exit.js';
export { startChdbHttpEndpoint, type ChdbHttpEndpointHandle, type StartChdbHttpEndpointOptions } from './chdb-http-endpoint.js';
export { serveChdbHttp, type ChdbHttpServer, type ChdbHttpServerOptions } from './chdb-http-server.js';
export { startTcpProxy, type TcpProxyHandle, type TcpProxyMode, type TcpProxyOptions, type TcpProxyStats } from './tcp-proxy.js';
export { startNatsCluster, type NatsClusterHandle, type NatsNodeRef, type StartNatsClusterOptions } from './nats-cluster.js';
export { searchListingsSql, searchPageKeys, pageRows, countSearchMatches, type PageKey } from './listing-search-sql/search.js';
export { searchConditions } from './listing-search-sql/filter.js';
export { keysetCondition, orderByClause, SORT_KEY, sortKeyExpression } from './listing-search-sql/order.js';
export { propertyGroupsOfSql, type SqlPropertyGroup } from './listing-search-sql/property-groups.js';
export {
  SQL_DEFAULT_TOTAL_CAP,
  SQL_MAX_SEARCH_LIMIT,
  type SqlListingSearch,
  type SqlListingSort,
  type SqlLocation,
  type SqlRange,
  type SqlSearchPage,
  type SqlSearchPosition,
  type SqlSearchRow,
} from './listing-search-sql/query.js';
