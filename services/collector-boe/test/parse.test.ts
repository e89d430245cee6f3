import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describeGoldenPayloads } from '@estate/collector-kit/testing';
import type { AuctionObserved } from '@estate/events';
import { DATASET_RENDERERS, sampleBoeAuctions } from '@estate/sample-data';
import { describe, expect, it } from 'vitest';
import { parse } from '../src/index.js';

const here = dirname(fileURLToPath(import.meta.url));
const CONTEXT = { observedAt: '2025-03-20T00:00:00.000Z', retrievedAt: '2025-03-19T08:00:00.000Z' };

const recorded = describeGoldenPayloads({ platform: 'boe', parse, testDir: here, context: CONTEXT, minimum: { 'subastas_ava/': 1, 'detalleSubasta/': 3 } });
const read = (path: string) => parse(recorded.payload(path), CONTEXT);
const auctions = (path: string): AuctionObserved[] => read(path).observations.flatMap((o) => (o.kind === 'auction' ? [o.data] : []));

describe('the results list', () => {
  const list = auctions('subastas_ava/page-0001.html');

  it('reads each result: id, authority, court file, the state as printed and on the service vocabulary', () => {
    expect(list.map((a) => [a.native_id, a.stated_status, a.source_status])).toEqual([
      ['SUB-JA-2020-146153', 'open', 'Celebrándose'],
      ['SUB-AT-2020-20R4186001070', 'open', 'Celebrándose'],
      ['SUB-JA-2020-149494', 'suspended', 'Suspendida'],
      ['SUB-NE-2020-465937', 'closed', 'Concluida en Portal de Subastas'],
      ['SUB-AT-2025-25R2886001234', 'cancelled', 'Cancelada'],
    ]);
    expect(list[0]).toMatchObject({
      url: 'https://subastas.boe.es/detalleSubasta.php?idSub=SUB-JA-2020-146153',
      fields: { 'Autoridad gestora': 'JUZGADO 1ª INST E INSTRUCC. 6 - TORRELAVEGA', Expediente: '0048/18' },
      access_class: 'open_data',
      country: 'ES',
    });
    expect(read('subastas_ava/page-0001.html').issues).toEqual([]);
  });

  it('reads "Conclusión prevista: 19/07/2020 a las 16:24:28" as Madrid time (CEST in July)', () => {
    expect(list[0]?.ends_at).toBe('2020-07-19T14:24:28.000Z');
    expect(list[1]?.ends_at).toBe('2020-07-20T16:00:00.000Z');
  });
});

describe('the general tab', () => {
  it('takes the ISO suffix over the "CET" label, which the portal prints in summer too', () => {
    const [a] = auctions('detalleSubasta/SUB-NE-2020-465937/ver-1.html');
    expect(a).toMatchObject({ native_id: 'SUB-NE-2020-465937', starts_at: '2020-07-14T16:00:00.000Z', ends_at: '2020-08-03T16:00:00.000Z', timezone: 'Europe/Madrid' });
  });

  it('reads "Sin puja mínima" as a disclosed absence of reserve and keeps every row as printed', () => {
    const [a] = auctions('detalleSubasta/SUB-NE-2020-465937/ver-1.html');
    expect(a?.reserve_disclosed).toBe(true);
    expect(a).not.toHaveProperty('reserve');
    expect(a).not.toHaveProperty('starting_bid');
    expect(a?.terms_url).toBe('https://www.boe.es/diario_boe/txt.php?id=BOE-B-2020-21708');
    expect(a?.fields).toMatchObject({ 'Tipo de subasta': 'NOTARIAL EN VENTA EXTRAJUDICIAL', 'Cantidad reclamada': '81.971,57 €', 'Valor subasta': '75.127,00 €', 'Importe del depósito': '3.756,35 €' });
  });

  it('reads seven-digit amounts (1.216.934,28 €) and a winter date without ISO suffix as CET', () => {
    const [a] = auctions('detalleSubasta/SUB-AT-2025-25R2886001234/ver-1.html');
    expect(a).toMatchObject({ starts_at: '2025-03-18T17:00:00.000Z', ends_at: '2025-04-07T16:00:00.000Z' });
    expect(a?.starting_bid).toEqual({ amount: '851853.99', currency: 'EUR', kind: 'bid', display_text: '851.853,99 €' });
    expect(a?.reserve).toEqual(a?.starting_bid);
    expect(a?.fields?.['Cantidad reclamada']).toBe('1.216.934,28 €');
  });
});

describe('the goods tab', () => {
  it('reads the lot: its kind, address (the city title-cased, the capitals kept), cadastral reference', () => {
    const [a] = auctions('detalleSubasta/SUB-JA-2020-149494/ver-3.html');
    expect(a).toMatchObject({
      native_id: 'SUB-JA-2020-149494',
      source_property_type: 'Vivienda',
      title: 'FINCA URBANA SITUADA EN VALLADOLID, CALLE MARIANO DE LOS COBOS NUM.90, BAJO-1º',
      address: { country: 'ES', line1: 'CALLE MARIANO DE LOS COBOS 90', city: 'Valladolid', region: 'Valladolid', postal_code: '47014', original_text: 'CALLE MARIANO DE LOS COBOS 90, 47014 VALLADOLID, Valladolid' },
      fields: { 'Referencia catastral': '4110202UM5141A0003HH', 'Vivienda habitual': 'Sí', Bien: 'Bien 1 - Inmueble (Vivienda)' },
    });
  });
});

describe('pages it does not read', () => {
  it('reports a tab cut short, and a page it does not know', () => {
    const cut = recorded.payload('detalleSubasta/SUB-NE-2020-465937/ver-1.html');
    expect(parse({ ...cut, body: cut.body.slice(0, 2000) }, CONTEXT)).toEqual({ observations: [], issues: [expect.objectContaining({ error_code: 'truncated_payload' })] });
    expect(parse({ path: 'detalleSubasta/SUB-1/ver-5.html', content_type: 'text/html', body: '<html></html>' }, CONTEXT).issues[0]?.error_code).toBe('unexpected_shape');
  });
});

describe('the sample portal', () => {
  it('reads back every auction the generator wrote, from its list, general and goods pages', () => {
    const context = { seed: 3, asOf: '2026-11-01T00:00:00.000Z' };
    const truth = sampleBoeAuctions(context.seed, context.asOf);
    const parsed = DATASET_RENDERERS.boe.render(context).map((f) => parse(f, CONTEXT));
    expect(parsed.flatMap((p) => p.issues)).toEqual([]);
    const all = parsed.flatMap((p) => p.observations.flatMap((o) => (o.kind === 'auction' ? [o.data] : [])));
    expect(new Set(all.map((a) => a.native_id))).toEqual(new Set(truth.map((a) => a.id)));
    let checked = 0;
    for (const t of truth) {
      const parts = all.filter((a) => a.native_id === t.id);
      expect(parts).toHaveLength(3);
      const merged = Object.assign({}, ...parts) as AuctionObserved;
      expect(merged.stated_status).toBe(t.phase);
      expect(merged.address?.postal_code).toBe(t.lot.postalCode);
      expect(merged.address?.city).toBe(t.lot.city.name);
      expect(merged.starting_bid === undefined ? undefined : Number(merged.starting_bid.amount)).toBe(t.minimumBidCents === undefined ? undefined : t.minimumBidCents / 100);
      // Wall time in Madrid → the instant: back in Madrid time it is the hour the page printed.
      const start = new Date(merged.starts_at as string).toLocaleString('en-GB', { timeZone: 'Europe/Madrid', hour: '2-digit', hour12: false });
      expect(Number(start)).toBe(t.starts.hour);
      checked++;
    }
    expect(checked).toBe(truth.length);
    expect(new Set(truth.map((t) => t.phase))).toEqual(new Set(['open', 'upcoming', 'closed', 'suspended', 'cancelled']));
  });
});
