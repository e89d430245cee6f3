import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NativePayload } from '@estate/collector-kit';
import { assertPublishable, byKind, describeGoldenPayloads } from '@estate/collector-kit/testing';
import type { ListingObserved } from '@estate/events';
import { generate, immoscout24Pages, type SampleListing } from '@estate/sample-data';
import { describe, expect, it } from 'vitest';
import { parse } from '../src/index.js';
import { GERMAN_LISTINGS, manyListings } from './sample-listings.js';

const { renderer, hidesAddress, hidesArea, hidesPrice, zimmerOf } = immoscout24Pages;

/** The recorded time every golden observation carries. */
const CONTEXT = { observedAt: '2025-03-01T09:00:00.000Z', retrievedAt: '2025-03-01T08:59:30.000Z' };
const SEARCH_DIR = 'Suche/de/berlin/berlin/wohnung-haus-kaufen';

const recorded = describeGoldenPayloads({ platform: 'immoscout24', parse, testDir: dirname(fileURLToPath(import.meta.url)), context: CONTEXT });
const read = recorded.read;
const fixture = recorded.payload;
const readPayload = (payload: NativePayload) => byKind(parse(payload, CONTEXT));

describe('bad payloads become issues and lose no other listing', () => {
  it('reads the entries before a cut and the entry after a broken one', () => {
    const path = `${SEARCH_DIR}/page-0003.json`;
    const parsed = read(path);
    expect(parsed.listings.map((l) => l.native_id)).toEqual(['151101265']);
    expect(parsed.issues).toEqual([
      expect.objectContaining({ error_code: 'parse_error', native_id: '151955802' }),
      expect.objectContaining({ error_code: 'truncated_payload', path }),
    ]);
  });

  it('reports an entry without its real estate and keeps the others', () => {
    const parsed = read(`${SEARCH_DIR}/page-0002.json`);
    expect(parsed.listings.map((l) => l.native_id)).toEqual(['149903518', '152200731', '148870216']);
    expect(parsed.issues).toEqual([expect.objectContaining({ error_code: 'unexpected_shape', native_id: '152411980' })]);
  });

  it('keeps what a cut-off exposé gave before the cut', () => {
    const parsed = read('expose/152300415.html');
    expect(parsed.listings).toHaveLength(1);
    expect(parsed.listings[0]?.price?.amount).toBe('1480000');
    expect(parsed.listings[0]?.media).toBeUndefined();
    expect(parsed.media).toEqual([]);
    expect(parsed.issues).toEqual([expect.objectContaining({ error_code: 'truncated_payload', native_id: '152300415' })]);
  });

  it('keeps an exposé whose contact data is no JSON, and reports it', () => {
    const parsed = read('expose/152006119.html');
    expect(parsed.listings[0]).toMatchObject({ native_id: '152006119', price: { kind: 'on_request', display_text: 'Preis auf Anfrage' } });
    expect(parsed.listings[0]?.agent).toBeUndefined();
    expect(parsed.media[0]).toMatchObject({ complete: false });
    expect(parsed.issues.map((i) => i.error_code).sort()).toEqual(['parse_error', 'unexpected_shape']);
  });

  it('reads a result group holding a single entry as an object', () => {
    const page = JSON.parse(fixture(`${SEARCH_DIR}/page-0001.json`).body) as {
      searchResponseModel: { 'resultlist.resultlist': { resultlistEntries: { resultlistEntry: unknown[] | unknown }[] } };
    };
    const group = page.searchResponseModel['resultlist.resultlist'].resultlistEntries[0];
    if (group && Array.isArray(group.resultlistEntry)) group.resultlistEntry = group.resultlistEntry[0];
    const parsed = readPayload({ path: `${SEARCH_DIR}/single.json`, content_type: 'application/json', body: JSON.stringify(page) });
    expect(parsed.listings.map((l) => l.native_id)).toEqual(['151234567']);
    expect(parsed.issues).toEqual([]);
  });

  it.each([
    ['a captcha page where JSON belongs', { path: `${SEARCH_DIR}/page-0001.json`, content_type: 'text/html', body: '<html><body>Ich bin kein Roboter</body></html>' }, 'unexpected_shape'],
    ['a page that is no exposé', { path: 'expose/1.html', content_type: 'text/html', body: '<!DOCTYPE html><html><body>Angebot nicht gefunden</body></html>' }, 'unexpected_shape'],
    ['an exposé cut inside its head', { path: 'expose/2.html', content_type: 'text/html', body: '<html><head><script>var keyValues = {"obj_scoutId":"2","obj_pur' }, 'truncated_payload'],
    ['an empty body', { path: `${SEARCH_DIR}/page-0009.json`, content_type: 'application/json', body: '' }, 'truncated_payload'],
    ['garbage', { path: `${SEARCH_DIR}/page-0009.json`, content_type: 'application/json', body: 'Wartungsarbeiten' }, 'parse_error'],
    ['an unknown payload', { path: 'other/x.json', content_type: 'application/json', body: '{"ok":true}' }, 'unexpected_shape'],
  ] as const)('%s is an issue, not a crash', (_name, payload, code) => {
    const parsed = readPayload(payload);
    expect(parsed.listings).toEqual([]);
    expect(parsed.issues.map((i) => i.error_code)).toEqual([code]);
  });

  it('reports every cut of a payload as an issue, with valid observations', () => {
    for (const path of recorded.paths()) {
      const { body, content_type } = fixture(path);
      for (let cut = 0; cut < body.length; cut += 89) {
        const parsed = parse({ path, content_type, body: body.slice(0, cut) }, CONTEXT);
        assertPublishable('immoscout24', parsed, CONTEXT);
        if (cut < body.trimEnd().length - 1 && parsed.issues.length === 0) throw new Error(`${path} cut at ${cut} gave no issue`);
      }
    }
  });
});

type RoundTripType = ListingObserved['property']['property_type'];

/** What a type reads back as: ImmoScout has no condo, co-op or manufactured home, and its residential search no shops. */
function expectedType(listing: SampleListing): RoundTripType {
  switch (listing.property_type) {
    case 'condo':
    case 'co_op':
    case 'unknown':
      return 'apartment';
    case 'manufactured':
      return 'house';
    case 'commercial':
    case 'parking':
    case 'room':
    case 'other':
      return 'unknown';
    default:
      return listing.property_type;
  }
}

function expectedStatus(listing: SampleListing): string {
  return listing.status === 'pending' ? 'under_offer' : listing.status;
}

describe('round trip: render() then parse() gives back the facts', () => {
  // Hand-made listings for the edge cases, and the generator's own (German homes, and Spanish
  // ones from the Ausland section) for what it really produces.
  const generated = generate({ seed: 11, size: 700, platforms: ['immoscout24'] }).listings;
  const listings = [...GERMAN_LISTINGS, ...manyListings(80), ...generated];
  const payloads = renderer.render(listings, { pageSize: 9 });
  const raw = payloads.map((p) => parse(p, CONTEXT));
  const parsed = raw.map(byKind);
  const observations = parsed.flatMap((p) => p.listings);
  // Result entries carry their gallery too; the exposé is the observation read from its own page.
  const fromExposes = new Set(parsed.filter((_, i) => payloads[i]?.path.startsWith('expose/')).flatMap((p) => p.listings));
  const media = parsed.flatMap((p) => p.media);

  it('renders result pages and one exposé per listing, and parses them without issues', () => {
    const sold = listings.filter((l) => l.status === 'sold').length;
    expect(payloads.filter((p) => p.path.startsWith('expose/'))).toHaveLength(listings.length);
    expect(payloads.filter((p) => p.path.startsWith('Suche/'))).toHaveLength(Math.ceil((listings.length - sold) / 9));
    expect(parsed.flatMap((p) => p.issues)).toEqual([]);
    for (const p of raw) assertPublishable('immoscout24', p, CONTEXT);
  });

  it('round-trips generated German homes and homes abroad', () => {
    expect(generated.filter((l) => l.country === 'DE').length).toBeGreaterThan(50);
    expect(generated.some((l) => l.country === 'ES')).toBe(true);
  });

  it('exercises every rendering choice', () => {
    expect(listings.some(hidesPrice)).toBe(true);
    expect(listings.some(hidesArea)).toBe(true);
    expect(listings.some(hidesAddress)).toBe(true);
    expect(listings.some((l) => !Number.isInteger(zimmerOf(l)))).toBe(true);
  });

  it.each(listings.map((l) => [l.native_id, l] as const))('listing %s', (nativeId, listing) => {
    const seen = observations.filter((o) => o.native_id === nativeId);
    const land = listing.property_type === 'land';
    // A sold home is only on its exposé; every other one also in the result list.
    expect(seen).toHaveLength(listing.status === 'sold' ? 1 : 2);
    for (const o of seen) {
      expect(o.country).toBe(listing.country);
      expect(o.access_class).toBe('public_portal');
      expect(o.url).toBe(`https://www.immobilienscout24.de/expose/${nativeId}`);
      expect(o.status).toBe(expectedStatus(listing));
      expect(o.property.property_type).toBe(expectedType(listing));
      if (!land) {
        const zimmer = zimmerOf(listing);
        expect(o.property.rooms).toBe(Math.floor(zimmer));
        expect(o.property.layout).toBe(Number.isInteger(zimmer) ? undefined : `${zimmer} Zimmer`);
      }
      if (hidesPrice(listing)) expect(o.price).toMatchObject({ kind: 'on_request', display_text: 'Preis auf Anfrage' });
      else expect(o.price).toMatchObject({ amount: String(listing.price), currency: 'EUR', kind: 'asking' });
      expect(o.price?.display_text).toMatch(/^(\d{1,3}(\.\d{3})* €|Preis auf Anfrage)$/);
      const living = o.property.areas?.find((a) => a.basis === 'living');
      if (hidesArea(listing) || land) expect(living).toBeUndefined();
      else expect(Math.abs((living?.normalized_sqm ?? 0) - listing.living_area_sqm)).toBeLessThanOrEqual(0.005);
      const plot = o.property.areas?.find((a) => a.basis === 'plot');
      const shownPlot = listing.plot_area_sqm !== undefined && o.property.property_type !== 'apartment';
      expect(plot?.normalized_sqm).toBe(shownPlot ? Math.round(listing.plot_area_sqm ?? 0) : undefined);
      const geometry = o.property.geometry;
      const tolerance = hidesAddress(listing) ? 0.0021 : 0.000001;
      expect(Math.abs((geometry?.latitude ?? 0) - listing.latitude)).toBeLessThanOrEqual(tolerance);
      expect(Math.abs((geometry?.longitude ?? 0) - listing.longitude)).toBeLessThanOrEqual(tolerance);
      expect(geometry?.precision).toBe(hidesAddress(listing) ? 'approximate' : 'exact');
      expect(o.property.address?.postal_code).toBe(listing.address.postal_code);
    }
    const expose = seen.find((o) => fromExposes.has(o));
    expect(expose?.property.address?.region).toBe(listing.address.region);
    expect(expose?.property.bedrooms).toBe(listing.bedrooms > 0 && !land ? listing.bedrooms : undefined);
    expect(expose?.property.year_built).toBe(listing.year_built);
    expect(expose?.property.bathrooms).toBe(land ? undefined : Math.max(1, Math.round(listing.bathrooms)));
    expect(expose?.description).toBe(listing.description);
    const gallery = media.find((m) => m.listing_native_id === nativeId);
    const expectedUrls = [...listing.photos.map((p) => p.url), ...(listing.floor_plan_url ? [listing.floor_plan_url] : [])];
    expect(gallery?.items.map((i) => i.url)).toEqual(expectedUrls);
    expect(gallery?.complete).toBe(true);
  });
});
