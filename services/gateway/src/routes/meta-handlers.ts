import { CONTRACT_VERSION, NAMED_SCHEMAS, type SchemaInfoBody } from '@estate/contract';
import { capabilities, FEED_OPERATION, platforms } from '../collectors/capabilities.js';
import type { CollectorDirectory } from '../collectors/collector-directory.js';
import type { HandlerOf } from './operations.js';

export interface SchemaSource {
  /** Event types and the payload versions this deployment accepts, newest first. */
  eventSchemas(): { type: string; versions: number[] }[];
}

type MetaOperationId = 'listPlatforms' | 'listCapabilities' | 'listSchemas';

/**
 * `implemented`: the data operations this gateway has handlers for. A collector may declare an
 * operation the gateway cannot answer yet; it is not advertised (and answers 501).
 */
export function metaHandlers(directory: CollectorDirectory, schemas: SchemaSource, implemented: ReadonlySet<string>): { [Id in MetaOperationId]: HandlerOf<Id> } {
  const served = async () => (await directory.platforms()).map((m) => ({ ...m, operations: m.operations.filter((op) => implemented.has(op)) }));
  return {
    listPlatforms: async () => ({ data: platforms(await served()) }),
    listCapabilities: async ({ query }) => {
      const filter: { platform?: string; country?: string } = {};
      if (query.platform !== undefined) filter.platform = query.platform;
      if (query.country !== undefined) filter.country = query.country;
      return { data: capabilities(await served(), filter, implemented.has(FEED_OPERATION.operationId) ? [FEED_OPERATION] : []) };
    },
    listSchemas: async () => {
      const data: SchemaInfoBody[] = [{ name: 'api', version: CONTRACT_VERSION, status: 'current', url: '/v1/openapi.json' }];
      for (const name of Object.keys(NAMED_SCHEMAS)) {
        data.push({ name: `api.${name}`, version: CONTRACT_VERSION, status: 'current', url: `/v1/openapi.json#/components/schemas/${name}` });
      }
      for (const { type, versions } of schemas.eventSchemas()) {
        versions.forEach((version, i) => data.push({ name: `event.${type}`, version: String(version), status: i === 0 ? 'current' : 'supported' }));
      }
      return { data };
    },
  };
}
