import FindMyWay, { type HTTPMethod } from 'find-my-way';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from './api-error.js';

/**
 * The methods each resource of the server takes, learnt from the routes as they are registered
 * and matched with Fastify's own router (find-my-way), so a path means here what it means to
 * Fastify. Fastify alone answers a method a path lacks with 404, and it routes a wrong method on a
 * literal path (`GET /v1/agencies/search`) to the neighbouring parameter route
 * (`GET /v1/agencies/{agency_id}`); RFC 9110 wants 405 with `Allow` for both.
 */
export class RouteMethods {
  private readonly router: FindMyWay.Instance<FindMyWay.HTTPVersion.V1>;
  private readonly methods = new Set<HTTPMethod>();
  private readonly urls = new Set<string>();
  /** Per parameter route: the literal paths that can stand in front of it, or undefined when a parameter route can. */
  private readonly shadows = new Map<string, ReadonlySet<string> | undefined>();

  constructor(options: { maxParamLength: number }) {
    this.router = FindMyWay({ ignoreTrailingSlash: false, ignoreDuplicateSlashes: false, maxParamLength: options.maxParamLength });
  }

  add(method: string, url: string): void {
    // A catch-all (`*`, e.g. a CORS preflight route) names no resource.
    if (url.includes('*')) return;
    const upper = method.toUpperCase() as HTTPMethod;
    this.router.on(upper, url, () => undefined, { url });
    this.methods.add(upper);
    this.urls.add(url);
    this.shadows.clear();
  }

  /**
   * The paths of literal routes more specific than the parameter route `url` that a path of it may
   * also be (`/v1/agencies/search` in front of `/v1/agencies/:agency_id`), or undefined when a
   * more specific route has parameters too. A request the router gave to `url` whose path is
   * none of these is on `url`'s own resource, with its own methods: nothing to look up.
   */
  shadowsOf(url: string): ReadonlySet<string> | undefined {
    if (this.shadows.has(url)) return this.shadows.get(url);
    let literals: Set<string> | undefined = new Set();
    for (const other of this.urls) {
      if (other === url || !overlaps(other, url) || compareSpecificity(other, url) >= 0) continue;
      if (hasParameter(other)) {
        literals = undefined;
        break;
      }
      literals.add(other);
    }
    this.shadows.set(url, literals);
    return literals;
  }

  /**
   * The methods of the resource `path` names, `OPTIONS` included, or `undefined` when no route
   * matches it. When routes of several patterns match (`/v1/agencies/search` is both the search
   * and a value of `{agency_id}`), the path names the most specific one, as the router would
   * pick it: a literal segment before a parameter.
   */
  allowed(path: string): string[] | undefined {
    let best: string | undefined;
    let methods: string[] = [];
    for (const method of this.methods) {
      const found = this.router.find(method, path);
      if (!found) continue;
      const { url } = found.store as { url: string };
      const order = best === undefined ? -1 : compareSpecificity(url, best);
      if (order < 0) {
        best = url;
        methods = [method];
      } else if (order === 0) methods.push(method);
    }
    return best === undefined ? undefined : [...methods, 'OPTIONS'].sort();
  }
}

/** Negative when `a` is more specific than `b`: at the first segment where they differ in kind, a literal wins. */
function compareSpecificity(a: string, b: string): number {
  const as = a.split('/');
  const bs = b.split('/');
  for (let i = 0; i < Math.min(as.length, bs.length); i++) {
    const aParam = (as[i] as string).startsWith(':');
    const bParam = (bs[i] as string).startsWith(':');
    if (aParam !== bParam) return aParam ? 1 : -1;
  }
  return 0;
}

const hasParameter = (url: string): boolean => url.includes('/:');

/** Whether some path can match both patterns: as many segments, each equal or a parameter in either. */
function overlaps(a: string, b: string): boolean {
  const as = a.split('/');
  const bs = b.split('/');
  return as.length === bs.length && as.every((segment, i) => segment === bs[i] || segment.startsWith(':') || (bs[i] as string).startsWith(':'));
}

/**
 * Answers a method a resource does not take with 405 `method_not_allowed` and its `Allow` header,
 * and `OPTIONS` on a resource with 204 and `Allow`. Runs first among the `onRequest` hooks of
 * every route and of the 404 handler, so the method is judged before the key and before a body
 * is read (a `QUERY` without a content type would otherwise fail body handling first).
 */
export function installMethodChecks(app: FastifyInstance, options: { maxParamLength: number }): RouteMethods {
  const routes = new RouteMethods(options);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.add(method, route.url);
  });
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const matched = request.routeOptions.url;
    // A literal route that matched is the resource itself; only a parameter route can stand in
    // for a literal path of other methods, and only the 404 handler for a method a path lacks.
    if (matched !== undefined && (!hasParameter(matched) || matched.includes('*'))) return;
    const query = request.url.indexOf('?');
    const path = query < 0 ? request.url : request.url.slice(0, query);
    // A getListing and the like: the router's own choice stands unless the path may be a more
    // specific route's (an escaped or `;` path is left to the router to tell).
    if (matched !== undefined && request.method !== 'OPTIONS' && !/[%;]/.test(path)) {
      const shadows = routes.shadowsOf(matched);
      if (shadows && !shadows.has(path)) return;
    }
    const allowed = routes.allowed(path);
    // An unknown path is the 404 handler's to answer.
    if (allowed === undefined) return;
    const allow = allowed.join(', ');
    if (request.method === 'OPTIONS') {
      // A route of its own (say, a CORS preflight) answers OPTIONS where there is one.
      if (matched !== undefined) return;
      return reply.code(204).header('allow', allow).send();
    }
    if (allowed.includes(request.method)) return;
    throw new ApiError('method_not_allowed', `${request.method} is not a method of ${path}; it takes ${allow}`, [], { allow });
  });
  return routes;
}
