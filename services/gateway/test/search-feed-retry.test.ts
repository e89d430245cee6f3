// A search feed whose follower fails — the consumer cannot be created while a cluster elects a
// leader, or the stream of changes breaks off — follows its bucket again from the sequence after
// the last one it applied: the gateway neither gives up at start nor stays behind afterwards.
import { Writable } from 'node:stream';
import { BUCKETS, connect, defaultTopology, openBucket, provision, putJson, silentLogger, type Bus, type KV } from '@estate/bus';
import { createLogger } from '@estate/runtime';
import type { listingSearchFields} from '@estate/search';
import { createListingSearch, listingSearchValuesOf, type ListingSearchProjection } from '@estate/search';
import { startNatsServer, type NatsServerHandle } from '@estate/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchFeed } from '../src/search/search-feed.js';
import { listingDocument, listingIdOf } from './search/listing-documents.js';

const RECORDS = 600;
const now = Date.now();

let nats: NatsServerHandle;
let bus: Bus;
let search: KV;
const logLines: Array<{ msg: string; level: number }> = [];
const logger = createLogger({
  name: 'search-feed-retry-test',
  level: 'info',
  destination: new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) logLines.push(JSON.parse(line) as (typeof logLines)[number]);
      done();
    },
  }),
});

/**
 * The bus, except that creating a consumer of the bucket's stream fails `failCreates` times, and
 * each consumer's messages break off with an error after `breakAfter` of them (once per consumer).
 */
function flakyBus(failCreates: number, breakAfter: number | undefined): { bus: Bus; creates: () => number } {
  let creates = 0;
  const consumers = new Proxy(bus.js.consumers, {
    get(target, property, receiver) {
      if (property !== 'get') return Reflect.get(target, property, receiver) as unknown;
      return async (...args: Parameters<typeof target.get>) => {
        creates += 1;
        if (creates <= failCreates) throw new Error('timeout');
        const consumer = await target.get(...args);
        if (breakAfter === undefined) return consumer;
        return new Proxy(consumer, {
          get(c, p, r) {
            if (p !== 'consume') return Reflect.get(c, p, r) as unknown;
            return async (...consumeArgs: Parameters<typeof c.consume>) => {
              const messages = await c.consume(...consumeArgs);
              async function* broken() {
                let delivered = 0;
                for await (const m of messages) {
                  if (delivered === breakAfter) throw new Error('connection lost');
                  delivered += 1;
                  yield m;
                }
              }
              const iterator = broken();
              return Object.assign(Object.create(messages) as typeof messages, { [Symbol.asyncIterator]: () => iterator, close: () => messages.close() });
            };
          },
        });
      };
    },
  });
  const js = new Proxy(bus.js, { get: (target, property, receiver) => (property === 'consumers' ? consumers : (Reflect.get(target, property, receiver) as unknown)) });
  return { bus: new Proxy(bus, { get: (target, property, receiver) => (property === 'js' ? js : (Reflect.get(target, property, receiver) as unknown)) }), creates: () => creates };
}

interface Followed {
  feed: SearchFeed<typeof listingSearchFields.fields, ListingSearchProjection>;
  projection: ListingSearchProjection;
}

async function openFeed(feedBus: Bus): Promise<Followed> {
  const projection = createListingSearch();
  const feed = await SearchFeed.open({ bus: feedBus, bucket: BUCKETS.listingSearch, projection, decode: listingSearchValuesOf, logger, what: 'listing search' });
  return { feed, projection };
}

const idsOf = ({ projection }: Followed) => projection.search({ filters: [], sort: 'newest', limit: 100, totalCap: 100_000 });

beforeAll(async () => {
  nats = await startNatsServer();
  bus = await connect({ servers: nats.url, name: 'search-feed-retry-test', logger: silentLogger });
  await provision(bus, { ...defaultTopology(), streams: [], consumers: [] });
  search = await openBucket(bus, BUCKETS.listingSearch);
  for (let n = 0; n < RECORDS; n++) await putJson(search, listingIdOf(n), listingDocument(n, 1, now - 60_000));
}, 120_000);

afterAll(async () => {
  await bus?.close();
  await nats?.stop();
});

describe('a search feed whose follower fails', () => {
  it('loads once the consumer can be created, and answers as a feed that never failed', async () => {
    const reference = await openFeed(bus);
    await reference.feed.loaded;
    const flaky = flakyBus(2, undefined);
    const feed = await openFeed(flaky.bus);
    await feed.feed.loaded;
    expect(flaky.creates()).toBe(3);
    expect(feed.projection.size).toBe(RECORDS);
    expect(idsOf(feed)).toEqual(idsOf(reference));
    expect(logLines.filter((l) => l.msg === 'search projection lost its bucket; following it again')).toHaveLength(1);
    await Promise.all([feed.feed.close(), reference.feed.close()]);
  }, 60_000);

  it('resumes after the last record it applied when its changes break off, loading and later', async () => {
    // Each consumer breaks off after 250 messages: the load takes three followers, each resuming
    // where the last one stopped; then changes made after the load arrive through a fourth.
    const flaky = flakyBus(0, 250);
    const feed = await openFeed(flaky.bus);
    await feed.feed.loaded;
    expect(feed.projection.size).toBe(RECORDS);
    expect(flaky.creates()).toBe(3);
    for (let n = 0; n < 300; n++) await putJson(search, listingIdOf(n), listingDocument(n, 2, now - 30_000));
    for (let n = RECORDS; n < RECORDS + 20; n++) await putJson(search, listingIdOf(n), listingDocument(n, 1, now - 30_000));
    await search.delete(listingIdOf(RECORDS - 1));
    const reference = await openFeed(bus);
    await reference.feed.loaded;
    await expect.poll(() => feed.projection.size, { timeout: 30_000 }).toBe(reference.projection.size);
    await expect.poll(() => JSON.stringify(idsOf(feed)), { timeout: 30_000 }).toBe(JSON.stringify(idsOf(reference)));
    expect(feed.projection.has(listingIdOf(RECORDS - 1))).toBe(false);
    expect(flaky.creates()).toBeGreaterThanOrEqual(4);
    await Promise.all([feed.feed.close(), reference.feed.close()]);
  }, 90_000);
});
