import { createEvent, type AnyEvent, type ListingObserved } from '@estate/events';

const collector = { name: 'collector-zillow', version: '0.1.0', run_id: 'outage-run' };

/** Zillow listing `n`, observed at `at`, with two photos. */
function listingObserved(n: number, at: Date): AnyEvent {
  const nativeId = String(20_000 + n);
  const price = 300_000 + n * 1_000;
  const data: ListingObserved = {
    native_id: nativeId,
    url: `https://www.zillow.com/homedetails/${nativeId}_zpid/`,
    transaction: 'sale',
    status: 'active',
    source_status: 'FOR_SALE',
    title: `${(n % 4) + 1} bd home in Seattle`,
    price: { amount: String(price), currency: 'USD', kind: 'asking', display_text: `$${price.toLocaleString('en-US')}` },
    property: {
      address: { country: 'US', city: 'Seattle', region: 'WA', postal_code: '98109', line1: `${200 + n} Aloha St` },
      geometry: { latitude: 47.62 + n / 10_000, longitude: -122.35, precision: 'exact', crs: 'EPSG:4326' },
      property_type: 'house',
      bedrooms: (n % 4) + 1,
      bathrooms: 2,
    },
    media: [
      { url: `https://photos.zillowstatic.com/fp/outage-${n}-a.jpg`, type: 'photo', position: 0 },
      { url: `https://photos.zillowstatic.com/fp/outage-${n}-b.jpg`, type: 'photo', position: 1 },
    ],
    access_class: 'public_portal',
    country: 'US',
  };
  return createEvent({ type: 'listing.observed', platform: 'zillow', provider: 'collector-zillow/replay', observed_at: at, collector, data });
}

/** `count` Zillow listings observed a minute ago, then the successful run that collected them. */
export function outageFixtureEvents(count: number, now = new Date()): AnyEvent[] {
  const at = new Date(now.getTime() - 60_000);
  const events = Array.from({ length: count }, (_, n) => listingObserved(n, at));
  events.push(
    createEvent({
      type: 'source_run.completed',
      platform: 'zillow',
      provider: 'collector-zillow/replay',
      observed_at: at,
      collector,
      data: {
        run_id: collector.run_id,
        status: 'success',
        truncated: false,
        counts: { records: count, published: count, errors: 0 },
        started_at: new Date(at.getTime() - 1_000).toISOString(),
        finished_at: at.toISOString(),
      },
    }),
  );
  return events;
}
