// The baseline server: bare Fastify answering the gateway's routes with fixed bodies of the same
// size as the gateway's answers, so a ratio against it is the cost of everything the gateway does.
// Usage: bare-fastify.ts <file with {getBody, searchBody}>; prints `listening <url>`.
import { readFile } from 'node:fs/promises';
import Fastify from 'fastify';

const { getBody, searchBody } = JSON.parse(await readFile(process.argv[2] ?? '', 'utf8')) as { getBody: string; searchBody: string };
const app = Fastify({ logger: false });
app.get('/v1/listings/:id', (_request, reply) => reply.type('application/json').send(getBody));
app.post('/v1/listings/search', (_request, reply) => reply.type('application/json').send(searchBody));
const url = await app.listen({ host: '127.0.0.1', port: 0 });
process.stdout.write(`listening ${url}\n`);
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
