import createClient, { type Client, type ClientOptions } from 'openapi-fetch';
import type { components, operations, paths } from './generated/openapi.js';

export type { components, operations, paths };

/** Every named schema of the contract as a TypeScript type, e.g. `Schemas['Listing']`. */
export type Schemas = components['schemas'];

/** The typed client: `client.POST('/v1/listings/search', { body })`, paths, bodies and answers checked by the compiler. */
export type EstateClient = Client<paths>;

export interface EstateClientOptions extends Omit<ClientOptions, 'baseUrl'> {
  /** The deployment, e.g. `http://127.0.0.1:8080` (the paths carry `/v1`). */
  baseUrl: string;
  /** Sent as `x-api-key` on every call; every `/v1` operation needs one. */
  apiKey?: string;
}

/** A client of the estate API over `fetch` (openapi-fetch), typed from the contract's OpenAPI document. */
export function createEstateClient(options: EstateClientOptions): EstateClient {
  const { apiKey, headers, ...rest } = options;
  return createClient<paths>({ ...rest, headers: { ...(apiKey === undefined ? {} : { 'x-api-key': apiKey }), ...(headers as Record<string, string> | undefined) } });
}
