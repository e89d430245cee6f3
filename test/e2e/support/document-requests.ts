/**
 * The requests an OpenAPI document's examples describe: for every operation, one request per
 * request-body example (or one without a body), with the documented path and query parameter
 * examples filled in. What "Try it out" on /docs sends when a reader changes nothing.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

interface ParameterObject {
  name: string;
  in: string;
  required?: boolean;
  example?: Json;
  examples?: Record<string, { value?: Json }>;
  schema?: { example?: Json; examples?: Json[] };
}

interface OperationObject {
  operationId?: string;
  parameters?: ParameterObject[];
  requestBody?: { content?: Record<string, { example?: Json; examples?: Record<string, { value?: Json }> }> };
}

export interface DocumentedRequest {
  operationId: string;
  method: string;
  /** The path template, `/v1/listings/{listing_id}`. */
  template: string;
  /** Path parameters by name, with the document's example (undefined when it gives none). */
  pathParameters: Record<string, string | undefined>;
  /** Query parameters that carry an example, as the document gives them. */
  query: Record<string, string>;
  /** The body example's name and value, when the operation takes a body. */
  body?: { name: string; value: Json };
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** The parameter's example: its own, else its first named example, else its schema's. */
function exampleOf(parameter: ParameterObject): Json | undefined {
  if (parameter.example !== undefined) return parameter.example;
  const named = Object.values(parameter.examples ?? {})[0]?.value;
  if (named !== undefined) return named;
  return parameter.schema?.example ?? parameter.schema?.examples?.[0];
}

function bodyExamples(operation: OperationObject): { name: string; value: Json }[] {
  const media = operation.requestBody?.content?.['application/json'];
  if (!media) return [];
  const named = Object.entries(media.examples ?? {}).flatMap(([name, e]) => (e.value === undefined ? [] : [{ name, value: e.value }]));
  return media.example === undefined ? named : [{ name: 'example', value: media.example }, ...named];
}

/** Every documented request of `document` (an OpenAPI 3.1 object as the gateway serves it). */
export function documentedRequests(document: { paths?: Record<string, Record<string, OperationObject>> }): DocumentedRequest[] {
  const requests: DocumentedRequest[] = [];
  for (const [template, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const pathParameters: Record<string, string | undefined> = {};
      const query: Record<string, string> = {};
      for (const parameter of operation.parameters ?? []) {
        const example = exampleOf(parameter);
        if (parameter.in === 'path') pathParameters[parameter.name] = example === undefined ? undefined : String(example);
        else if (parameter.in === 'query' && example !== undefined) query[parameter.name] = typeof example === 'string' ? example : JSON.stringify(example);
      }
      const base = { operationId: operation.operationId ?? `${method} ${template}`, method: method.toUpperCase(), template, pathParameters, query };
      const bodies = bodyExamples(operation);
      if (bodies.length === 0) requests.push(base);
      for (const body of bodies) requests.push({ ...base, body });
    }
  }
  return requests;
}

/** The request's path with `values` for its parameters and its query string. */
export function pathOf(request: DocumentedRequest, values: Record<string, string>): string {
  const path = request.template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${request.operationId}: no value for path parameter ${name}`);
    return encodeURIComponent(value);
  });
  const query = new URLSearchParams(request.query).toString();
  return query ? `${path}?${query}` : path;
}

/** Every service id (`lst_…`, `prp_…`) held under an `id` or `…_id` key anywhere in `value`, by prefix. */
export function idsByPrefix(value: unknown, into: Map<string, Set<string>> = new Map()): Map<string, Set<string>> {
  if (Array.isArray(value)) {
    for (const item of value) idsByPrefix(item, into);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      const prefix = typeof inner === 'string' && (key === 'id' || key.endsWith('_id')) ? /^([a-z]{3})_[A-Za-z0-9]+$/.exec(inner)?.[1] : undefined;
      if (prefix !== undefined) {
        if (!into.has(prefix)) into.set(prefix, new Set());
        into.get(prefix)?.add(inner as string);
      } else idsByPrefix(inner, into);
    }
  }
  return into;
}
