import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';

// The page and its script and style live beside the package's sources as plain files (src/ and
// dist/ are both two levels below the package), so they are served the same from either. The
// script is a file of its own because the pages' Content-Security-Policy runs no inline script.
const STATIC = new URL('../../static/', import.meta.url);
const FILES = [
  { path: '/markets', file: 'markets.html', type: 'text/html; charset=utf-8' },
  { path: '/markets/markets.js', file: 'markets.js', type: 'text/javascript; charset=utf-8' },
  { path: '/markets/markets.css', file: 'markets.css', type: 'text/css; charset=utf-8' },
] as const;

/** `/markets`: a self-contained page that plots a market's series through the API, with a key the user pastes. */
export function registerMarketsRoutes(app: FastifyInstance): void {
  for (const { path, file, type } of FILES) {
    const body = readFileSync(new URL(file, STATIC));
    app.get(path, async (_request, reply) => reply.type(type).send(body));
  }
}
