import { createEvent, type AnyEvent, type EventOf, type ListingObserved } from '@estate/events';

const collector = { name: 'collector-test', version: '0.1.0', run_id: 'run-1' };

/** A listing observation of listing `n` at `observedAt`, priced by `price`. */
export function listingEvent(n: number, observedAt: Date, price = 100_000 + n * 1000, platform = 'zillow'): EventOf<'listing.observed'> {
  const data: ListingObserved = {
    native_id: String(10_000 + n),
    url: `https://www.zillow.com/homedetails/${10_000 + n}_zpid/`,
    transaction: 'sale',
    status: 'active',
    source_status: 'FOR_SALE',
    title: `${n % 5 + 1} bd home in Seattle`,
    price: { amount: String(price), currency: 'USD', kind: 'asking', display_text: `$${price.toLocaleString('en-US')}` },
    property: {
      address: { country: 'US', city: 'Seattle', region: 'WA', postal_code: '98109', line1: `${100 + n} Bigelow Ave N` },
      geometry: { latitude: 47.6 + n / 10_000, longitude: -122.35, precision: 'exact', crs: 'EPSG:4326' },
      property_type: 'house',
      bedrooms: (n % 5) + 1,
      bathrooms: 2,
      areas: [{ value: 1500 + n, unit: 'sqft', basis: 'living', original_text: `${1500 + n} sqft`, normalized_sqm: Math.round((1500 + n) * 9.290304) / 100 }],
    },
    media: [{ url: `https://photos.zillowstatic.com/fp/${n}-a.jpg`, type: 'photo', position: 0 }],
    access_class: 'public_portal',
    country: 'US',
  };
  return createEvent({ type: 'listing.observed', platform, provider: 'collector-test/replay', observed_at: observedAt, collector, data });
}

export function sourceRunEvent(runId: string, finishedAt: Date, platform = 'zillow'): EventOf<'source_run.completed'> {
  return createEvent({
    type: 'source_run.completed',
    platform,
    provider: 'collector-test/replay',
    observed_at: finishedAt,
    collector: { ...collector, run_id: runId },
    data: {
      run_id: runId,
      status: 'success',
      truncated: false,
      counts: { records: 10, published: 10, errors: 0 },
      started_at: new Date(finishedAt.getTime() - 1000).toISOString(),
      finished_at: finishedAt.toISOString(),
    },
  });
}

/**
 * `listings` listings observed `rounds` times each, a minute apart, each round with a new price:
 * the newest observation of listing n is in the last round.
 */
export function observationRounds(listings: number, rounds: number, start = new Date(Date.now() - 60 * 60_000)): AnyEvent[] {
  const events: AnyEvent[] = [];
  for (let r = 0; r < rounds; r++) {
    const at = new Date(start.getTime() + r * 60_000);
    for (let n = 0; n < listings; n++) events.push(listingEvent(n, at, 100_000 + n * 1000 + r * 10));
    events.push(sourceRunEvent(`run-${r}`, at));
  }
  return events;
}
