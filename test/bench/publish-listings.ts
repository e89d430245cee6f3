// Publishes listings [from, to) of the bench universe as their collectors would, through the real
// Publisher (bounded window of outstanding acks, msg-id dedup). Run as a process so that two of
// them use both cores. Prints one JSON line: {published, duplicates, ms}.
// Usage: publish-listings.ts <nats url> <from> <to> <seed> <base size> <observed_at ISO>
import { connect, Publisher, silentLogger } from '@estate/bus';
import { listingEvent, parsedListings, renderPlatforms, universeListing } from './listing-universe.js';

const [url, fromText, toText, seedText, baseText, observedAt] = process.argv.slice(2);
if (!url || !observedAt) throw new Error('usage: publish-listings.ts <nats url> <from> <to> <seed> <base size> <observed_at>');
const [from, to, seed, baseSize] = [fromText, toText, seedText, baseText].map(Number) as [number, number, number, number];

const bases = parsedListings(renderPlatforms(seed, baseSize), observedAt);
const bus = await connect({ servers: url, name: `bench-publisher-${from}`, logger: silentLogger });
const publisher = new Publisher(bus, { logger: silentLogger });
const started = performance.now();
for (let i = from; i < to; i++) await publisher.publish(listingEvent(universeListing(bases, i), observedAt, `bench-load-${seed}`));
await publisher.flush();
const ms = performance.now() - started;
const { acked, duplicates } = publisher.stats();
await bus.close();
process.stdout.write(`${JSON.stringify({ published: acked, duplicates, ms })}\n`);
