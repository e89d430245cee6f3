// Publishes stays [from, to) of the bench's stay universe with their calendars, as the Inside
// Airbnb collector would, through the real Publisher. The universe is the sample world's stays
// read through the collector's own parser, each copied under new ids (and moved a little) until
// there are enough. Prints one JSON line: {published, duplicates, ms}.
// Usage: publish-stays.ts <nats url> <from> <to> <seed> <observed_at ISO>
import { connect, Publisher, silentLogger } from '@estate/bus';
import { parse } from '@estate/collector-insideairbnb';
import { createEvent, type StayAvailabilityObserved, type StayObserved } from '@estate/events';
import { DATASET_RENDERERS } from '@estate/sample-data';

const [url, fromText, toText, seedText, observedAt] = process.argv.slice(2);
if (!url || !observedAt) throw new Error('usage: publish-stays.ts <nats url> <from> <to> <seed> <observed_at>');
const [from, to, seed] = [fromText, toText, seedText].map(Number) as [number, number, number];

// The sample world dated today, so its calendars cover the dates the bench searches.
const files = DATASET_RENDERERS.insideairbnb.render({ seed, asOf: `${observedAt.slice(0, 10)}T00:00:00.000Z` });
const parsed = files.flatMap((f) => parse(f, { observedAt, retrievedAt: observedAt }).observations);
const stays = parsed.flatMap((o) => (o.kind === 'stay' ? [o.data] : []));
const calendars = new Map(parsed.flatMap((o) => (o.kind === 'stay_availability' ? [[o.data.stay_native_id, o.data] as const] : [])));

const envelope = {
  platform: 'insideairbnb',
  provider: 'collector-insideairbnb/bench',
  observed_at: observedAt,
  collector: { name: 'collector-insideairbnb', version: '0.1.0', run_id: `bench-stays-${seed}` },
};
const stayEvent = (data: StayObserved) => createEvent({ ...envelope, type: 'stay.observed', data });
const calendarEvent = (data: StayAvailabilityObserved) => createEvent({ ...envelope, type: 'stay_availability.observed', data });

const bus = await connect({ servers: url, name: `bench-stay-publisher-${from}`, logger: silentLogger });
const publisher = new Publisher(bus, { logger: silentLogger });
const started = performance.now();
for (let i = from; i < to; i++) {
  const base = stays[i % stays.length];
  if (!base) throw new Error('no stays in the sample world');
  const copy = Math.floor(i / stays.length);
  const nativeId = copy === 0 ? base.native_id : `${base.native_id}${String(copy).padStart(4, '0')}`;
  const shift = copy * 0.0001;
  const geometry = base.geometry ? { ...base.geometry, latitude: base.geometry.latitude + shift, longitude: base.geometry.longitude + shift } : undefined;
  await publisher.publish(stayEvent({ ...base, native_id: nativeId, ...(geometry ? { geometry } : {}) }));
  const calendar = calendars.get(base.native_id);
  if (calendar) await publisher.publish(calendarEvent({ ...calendar, stay_native_id: nativeId }));
}
await publisher.flush();
const ms = performance.now() - started;
const { acked, duplicates } = publisher.stats();
await bus.close();
process.stdout.write(`${JSON.stringify({ published: acked, duplicates, ms })}\n`);
