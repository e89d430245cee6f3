import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describeGoldenPayloads } from '@estate/collector-kit/testing';
import type { AuctionObserved } from '@estate/events';
import { DATASET_RENDERERS, sampleZvgAuctions } from '@estate/sample-data';
import { describe, expect, it } from 'vitest';
import { parse } from '../src/index.js';

const here = dirname(fileURLToPath(import.meta.url));
const CONTEXT = { observedAt: '2016-12-20T00:00:00.000Z', retrievedAt: '2016-12-19T08:00:00.000Z' };

const recorded = describeGoldenPayloads({ platform: 'zvg', parse, testDir: here, context: CONTEXT, minimum: { 'sn/suche/': 1, 'sn/showZvg/': 1 } });
const read = (path: string) => parse(recorded.payload(path), CONTEXT);
const auctions = (path: string): AuctionObserved[] => read(path).observations.flatMap((o) => (o.kind === 'auction' ? [o.data] : []));

describe('a Land’s results list', () => {
  const list = auctions('sn/suche/page-0001.html');

  it('reads each notice: its Land and zvg_id, case number, court, the Termin in German time', () => {
    expect(list[0]).toMatchObject({
      native_id: 'sn:29212',
      url: 'https://www.zvg-portal.de/index.php?button=showZvg&zvg_id=29212&land_abk=sn',
      starts_at: '2017-01-03T12:00:00.000Z',
      timezone: 'Europe/Berlin',
      source_updated_at: '2016-12-12T09:15:00.000Z',
      fields: { Aktenzeichen: '0480 K 0489/2015', Amtsgericht: 'Leipzig', 'Verkehrswert in €': '250.000,00 €', verkehrswert: { amount: '250000', currency: 'EUR', kind: 'estimate', display_text: '250.000,00 €' } },
    });
    // The portal states no end and no state for a Termin ahead: the clock decides.
    expect(list[0]).not.toHaveProperty('ends_at');
    expect(list[0]).not.toHaveProperty('stated_status');
  });

  it('reads the kind and address of "Objekt/Lage"', () => {
    expect(list[0]).toMatchObject({
      source_property_type: 'Eigentumswohnung (3 bis 4 Zimmer)',
      property_type: 'apartment',
      address: { country: 'DE', line1: 'F.-Jost-Str. 8/Breslauer Str. 42', postal_code: '04299', city: 'Leipzig', formatted: 'F.-Jost-Str. 8/Breslauer Str. 42, 04299 Leipzig, Stötteritz' },
    });
  });

  it('reads a Termin "wurde aufgehoben" as cancelled, keeps its date, and reads a summer Termin as CEST', () => {
    expect(list[1]).toMatchObject({ native_id: 'sn:29218', stated_status: 'cancelled', source_status: 'Der Termin wurde aufgehoben.', starts_at: '2016-07-13T07:30:00.000Z', property_type: 'house' });
    expect(list[1]?.fields?.verkehrswert).toMatchObject({ amount: '1216934.28' });
  });

  it('reports a notice without a link to its zvg_id and keeps the others', () => {
    expect(list).toHaveLength(2);
    expect(read('sn/suche/page-0001.html').issues).toEqual([expect.objectContaining({ error_code: 'parse_error', message: expect.stringContaining('0500 K 0101/2016') })]);
  });
});

describe('a notice’s page', () => {
  it('reads the rows only the page has: kind of sale, land register, description, place of the hearing, court', () => {
    const [a] = auctions('sn/showZvg/29212.html');
    expect(a).toMatchObject({
      native_id: 'sn:29212',
      starts_at: '2017-01-03T12:00:00.000Z',
      description: 'Eigentumswohnung im 2. OG, Wohnfläche ca. 84 m², Baujahr ca. 1910, vermietet',
      fields: {
        Aktenzeichen: '0480 K 0489/2015',
        Amtsgericht: 'Leipzig',
        'Art der Versteigerung': 'Zwangsversteigerung',
        Grundbuch: 'Grundbuch von Stötteritz, Blatt 1234',
        'Ort der Versteigerung': 'Amtsgericht Leipzig, Bernhard-Göring-Str. 64, 04275 Leipzig, Saal 15',
      },
    });
  });

  it('reports a page cut short, and a path it does not know', () => {
    const page = recorded.payload('sn/showZvg/29212.html');
    expect(parse({ ...page, body: page.body.slice(0, 900) }, CONTEXT).issues).toEqual([expect.objectContaining({ error_code: 'truncated_payload' })]);
    expect(parse({ path: 'sn/other.html', content_type: 'text/html', body: '' }, CONTEXT).issues[0]?.error_code).toBe('unexpected_shape');
  });
});

describe('the sample portal', () => {
  it('reads back every notice the generator wrote, from its Land’s list and its page', () => {
    const context = { seed: 3, asOf: '2026-11-01T00:00:00.000Z' };
    const truth = sampleZvgAuctions(context.seed, context.asOf);
    const parsed = DATASET_RENDERERS.zvg.render(context).map((f) => parse(f, CONTEXT));
    expect(parsed.flatMap((p) => p.issues)).toEqual([]);
    const all = parsed.flatMap((p) => p.observations.flatMap((o) => (o.kind === 'auction' ? [o.data] : [])));
    let checked = 0;
    for (const t of truth) {
      const parts = all.filter((a) => a.native_id === `${t.land}:${t.zvgId}`);
      expect(parts).toHaveLength(2);
      for (const part of parts) {
        expect(part.stated_status).toBe(t.phase === 'cancelled' ? 'cancelled' : undefined);
        expect(part.address).toMatchObject({ postal_code: t.lot.postalCode, city: t.lot.city.name });
        expect(Number((part.fields?.verkehrswert as { amount: string }).amount)).toBe(t.valueCents / 100);
        const hour = new Date(part.starts_at as string).toLocaleString('en-GB', { timeZone: 'Europe/Berlin', hour: '2-digit', hour12: false });
        expect(Number(hour)).toBe(t.termin.hour);
      }
      checked++;
    }
    expect(checked).toBe(truth.length);
    expect(all).toHaveLength(2 * truth.length);
  });
});
