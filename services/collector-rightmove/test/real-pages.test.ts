/**
 * Rightmove's parser against a real answer of its search API (provenance in real-pages/README.md).
 * Every expected value below was read off the answer itself, not taken from a parser run.
 */
import { readFileSync } from 'node:fs';
import { assertPublishable, byKind } from '@estate/collector-kit/testing';
import type { ListingObserved } from '@estate/events';
import { describe, expect, it } from 'vitest';
import { propertyUrl } from '../src/format.js';
import { parse } from '../src/index.js';

const CONTEXT = { observedAt: '2026-01-29T20:00:00.000Z', retrievedAt: '2026-01-29T20:00:00.000Z' };
const body = readFileSync(new URL('./real-pages/search-cornwall-2026.json', import.meta.url), 'utf8');
const parsed = parse({ path: 'search/cornwall-page-0001.json', content_type: 'application/json', body }, CONTEXT);
const out = byKind(parsed);
const byId = (id: string): ListingObserved | undefined => out.listings.find((l) => l.native_id === id);

describe('a 2026 search API answer (Cornwall, 10 properties kept)', () => {
  it('yields every property, publishable', () => {
    assertPublishable('rightmove', parsed, CONTEXT);
    expect(out.issues).toEqual([]);
    expect(out.listings).toHaveLength(10);
  });

  it.each([
    ['171605312', 'Infirmary Hill, Truro', 'Truro'],
    ['167646395', 'Lower Castle Road, St Mawes, Cornwall.', 'St Mawes'],
    ['170935019', 'Copper House, Hayle, Cornwall, TR27 4DZ', 'Hayle'],
    ['160328936', 'Tredenham Road, St. Mawes, Truro, Cornwall, TR2', 'Truro'],
    ['164210030', 'Trevone', 'Trevone'],
    ['171378248', 'Rocky Lane, St. Agnes, TR5 0NA', 'St. Agnes'],
    ['87300411', 'The Terrace, Port Isaac, Cornwall', 'Port Isaac'],
    // A house name before the postcode: PL27's post town is Wadebridge.
    ['165961229', 'Galtee Beag, PL27 6LB', 'Wadebridge'],
  ])('%s "%s" is in %s', (id, shown, town) => {
    expect(byId(id)?.property.address?.original_text).toBe(shown);
    expect(byId(id)?.property.address?.city).toBe(town);
  });

  it.each([
    ['165596720', 'Nr Bude, North Cornwall'],
    ['144750674', 'Between Falmouth & Truro | South Cornwall'],
  ])('%s "%s" names no town, so none is made up', (id, shown) => {
    expect(byId(id)?.property.address?.original_text).toBe(shown);
    expect(byId(id)?.property.address?.city).toBeUndefined();
  });

  it('gives each property its one canonical URL, without the #/?channel=RES_BUY state', () => {
    expect(out.listings.map((l) => l.url)).toEqual(out.listings.map((l) => `https://www.rightmove.co.uk/properties/${l.native_id}`));
  });

  it('reads price, rooms, pin, agent branch and dates as the answer gives them', () => {
    const flat = byId('171605312');
    expect(flat?.price).toMatchObject({ amount: '450000', currency: 'GBP', display_text: 'Guide Price £450,000' });
    expect(flat?.property).toMatchObject({ bedrooms: 4, bathrooms: 2 });
    expect(flat?.property.geometry).toMatchObject({ latitude: 50.260848, longitude: -5.055133 });
    expect(flat?.agency).toMatchObject({ native_id: '4758', name: 'Philip Martin, Truro', professional_contacts: [{ kind: 'business_phone', value: '01872 304130' }] });
    expect(flat?.listed_at).toBe('2026-01-29T16:29:20.000Z');
    expect(flat?.media).toHaveLength(16);
    // "price_reduced" on 2025-11-12 with the £3,750,000 shown.
    expect(byId('164210030')?.price_history).toEqual([expect.objectContaining({ event: 'price_changed', event_at: '2025-11-12T16:24:45.000Z' })]);
  });
});

/** The town and postcode of each card of a real answer, by id. */
function addressesOf(file: string): Map<string, { shown?: string; city?: string; postcode?: string }> {
  const answer = readFileSync(new URL(`./real-pages/${file}`, import.meta.url), 'utf8');
  const read = parse({ path: `search/${file}`, content_type: 'application/json', body: answer }, CONTEXT);
  assertPublishable('rightmove', read, CONTEXT);
  const { listings, issues } = byKind(read);
  expect(issues).toEqual([]);
  const address = (l: ListingObserved) => l.property.address;
  return new Map(listings.map((l) => [l.native_id, { shown: address(l)?.original_text, city: address(l)?.city, postcode: address(l)?.postal_code }]));
}

describe('towns behind landmarks, coasts and postcode districts (2026 answer, 7 more cards)', () => {
  const cards = addressesOf('search-cornwall-2026-landmarks.json');

  it.each([
    // A river or a coast after the place is where the home is, not its town.
    ['87305469', 'Port Navas, Helford River', 'Port Navas', undefined],
    ['162048233', 'Port Navas, Helford River, Falmouth, Cornwall', 'Falmouth', undefined],
    ['161787467', 'Holywell Bay, North Cornish Coast', 'Holywell Bay', undefined],
    ['164597474', 'Above Portreath Harbour - North Cornish Coast', undefined, undefined],
    ['161136242', 'South Cornish Coast', undefined, undefined],
    // A village before a district: the district's post town (PL27 Wadebridge, TR8 Newquay).
    ['167728883', 'Polzeath, PL27', 'Wadebridge', 'PL27'],
    ['171028727', 'Tolcarne Merock, St Mawgan, TR8', 'Newquay', 'TR8'],
  ])('%s "%s" → town %s, postcode %s', (id, shown, town, postcode) => {
    expect(cards.get(id)).toEqual({ shown, city: town, postcode });
  });
});

describe('the locality a card names beside its post town (uk-localities.data.ts)', () => {
  /** `extensions.locality` of each card of a real answer, by id. */
  function localitiesOf(file: string): Map<string, unknown> {
    const answer = readFileSync(new URL(`./real-pages/${file}`, import.meta.url), 'utf8');
    const { listings } = byKind(parse({ path: `search/${file}`, content_type: 'application/json', body: answer }, CONTEXT));
    return new Map(listings.map((l) => [l.native_id, l.extensions?.['locality']]));
  }

  it('reads Polzeath, a village of PL27 whose post town is Wadebridge, as the locality', () => {
    const cards = localitiesOf('search-cornwall-2026-landmarks.json');
    expect(cards.get('167728883')).toBe('Polzeath');
  });

  it('names no locality for a street, a house, the post town itself, or an address without a district', () => {
    const cards = localitiesOf('search-cornwall-2026.json');
    // "Copper House, Hayle, …, TR27 4DZ", "Rocky Lane, St. Agnes, TR5 0NA", "Galtee Beag, PL27 6LB", "Trevone", "Infirmary Hill, Truro".
    for (const id of ['170935019', '171378248', '165961229', '164210030', '171605312']) expect(cards.get(id), id).toBeUndefined();
    const shouted = localitiesOf('search-cornwall-2023.json');
    // "Euny Close, REDRUTH TR15", "Eastbourne Road, ST AUSTELL, PL25".
    for (const id of ['141451475', '85456989']) expect(shouted.get(id), id).toBeUndefined();
  });
});

describe('shouted towns, line breaks and districts (2023 answer, 6 cards)', () => {
  const cards = addressesOf('search-cornwall-2023.json');

  it.each([
    ['141451475', 'Euny Close, REDRUTH TR15', 'Redruth', 'TR15'],
    ['141362651', 'York House\r\nPenzance,\r\nTR18 2FU', 'Penzance', 'TR18 2FU'],
    ['134881139', 'Honicombe Manor Holiday Village', undefined, undefined],
    ['85456989', 'Eastbourne Road, ST AUSTELL, PL25', 'St. Austell', 'PL25'],
    ['139846922', 'Mousehole, TR19', 'Penzance', 'TR19'],
    ['141457199', 'Plot 4, Launceston, Cornwall, PL15', 'Launceston', 'PL15'],
  ])('%s %j → town %s, postcode %s', (id, shown, town, postcode) => {
    expect(cards.get(id)).toEqual({ shown, city: town, postcode });
  });
});

describe('propertyUrl', () => {
  it('drops share tracking and page state from a property page link', () => {
    expect(propertyUrl('/properties/171605312#/?channel=RES_BUY', '171605312')).toBe('https://www.rightmove.co.uk/properties/171605312');
    expect(propertyUrl('https://www.rightmove.co.uk/properties/148922639?utm_source=copy_link&utm_campaign=share', '148922639')).toBe(
      'https://www.rightmove.co.uk/properties/148922639',
    );
  });
});
