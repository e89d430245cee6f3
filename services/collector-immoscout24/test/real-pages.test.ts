/**
 * ImmoScout24's parser against real result entries (provenance in real-pages/README.md).
 * Expected values were read off the JSON by hand, not taken from a parser run.
 */
import { readFileSync } from 'node:fs';
import { assertPublishable, byKind, type ParsedByKind } from '@estate/collector-kit/testing';
import type { ListingObserved } from '@estate/events';
import { describe, expect, it } from 'vitest';
import { parse } from '../src/index.js';

const CONTEXT = { observedAt: '2025-03-27T10:00:00.000Z', retrievedAt: '2025-03-27T10:00:00.000Z' };
const answer = readFileSync(new URL('./real-pages/search-muenchen-wohnung-mieten-2025.json', import.meta.url), 'utf8');
const IDS = ['127414900', '129135088', '144646918', '154312673', '158181695'];

function read(body: string, contentType: string): ParsedByKind {
  const parsed = parse({ path: 'Suche/de/bayern/muenchen/wohnung-mieten/page-0001.json', content_type: contentType, body }, CONTEXT);
  assertPublishable('immoscout24', parsed, CONTEXT);
  return byKind(parsed);
}

describe('a 2025 result list (München, Wohnung mieten, 5 entries kept)', () => {
  const out = read(answer, 'application/json');
  const byId = (id: string): ListingObserved | undefined => out.listings.find((l) => l.native_id === id);

  it('yields every entry', () => {
    expect(out.issues).toEqual([]);
    expect(out.listings.map((l) => l.native_id)).toEqual(IDS);
  });

  it('reads the entry as the answer gives it', () => {
    const flat = byId('127414900');
    expect(flat).toMatchObject({ transaction: 'rent', url: 'https://www.immobilienscout24.de/expose/127414900' });
    expect(flat?.price).toMatchObject({ amount: '1103', currency: 'EUR', period: 'month' });
    expect(flat?.property.address).toMatchObject({ postal_code: '81371', city: 'München' });
    expect(flat?.property.geometry).toMatchObject({ latitude: 48.10487, longitude: 11.55017, precision: 'exact' });
    expect(flat?.property.areas?.[0]).toMatchObject({ basis: 'living', normalized_sqm: 37 });
    expect(flat?.agency?.name).toBe('SAM Studio Apartments Management GmbH');
    expect(flat?.source_updated_at).toBe('2025-03-21T10:29:56.971Z');
  });

  it('reads the gallery: 13 pictures, the size template filled, floor plans marked', () => {
    const media = byId('127414900')?.media ?? [];
    expect(media).toHaveLength(13);
    expect(media[0]?.url).toBe('https://pictures.immobilienscout24.de/listings/8923bf3e-5f2c-4d88-99c5-f3050835cc4c-1608769659.png/ORIG/legacy_thumbnail/1024x768/format/webp/quality/50');
    expect(byId('154312673')?.media?.filter((m) => m.type === 'floor_plan')).toHaveLength(2);
    expect(byId('158181695')?.media).toBeUndefined();
  });

  it('keeps a lone tag, which arrives as a string, as it keeps a list of them', () => {
    expect(byId('154312673')?.extensions?.['tags']).toEqual(['Gäste-WC']);
    expect(byId('129135088')?.extensions?.['tags']).toEqual(['Balkon/Terrasse', 'Einbauküche', 'WG-geeignet']);
  });

  it('finds the results where the result page nests them (IS24.resultList.resultListModel.searchResponseModel)', () => {
    const model = (JSON.parse(answer) as { searchResponseModel: unknown }).searchResponseModel;
    const nested = JSON.stringify({ resultListModel: { searchResponseModel: model } });
    expect(read(nested, 'application/json').listings.map((l) => l.native_id)).toEqual(IDS);
    const page = `<!DOCTYPE html><html><head></head><body><script>IS24.resultList = {\n  navigationBarUrl: "/Suche/",\n  resultListModel: ${nested.slice(nested.indexOf(':') + 1, -1)}\n};</script></body></html>`;
    const fromPage = read(page, 'text/html');
    expect(fromPage.issues).toEqual([]);
    expect(fromPage.listings.map((l) => l.native_id)).toEqual(IDS);
  });
});
