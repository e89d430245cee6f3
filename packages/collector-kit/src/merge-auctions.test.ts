import type { AuctionObserved } from '@estate/events';
import { describe, expect, it } from 'vitest';
import { mergeAuctions } from './merge-auctions.js';

describe('mergeAuctions', () => {
  it('keeps every page’s part of an auction, the later page winning field by field', () => {
    const list: AuctionObserved = { native_id: 'SUB-1', access_class: 'open_data', country: 'ES', stated_status: 'open', source_status: 'Celebrándose', fields: { Expediente: '0048/18' } };
    const general: AuctionObserved = { native_id: 'SUB-1', access_class: 'open_data', country: 'ES', starts_at: '2026-03-18T17:00:00.000Z', fields: { 'Tipo de subasta': 'JUDICIAL EN VIA DE APREMIO' }, address: { city: 'Madrid' } };
    const lots: AuctionObserved = { native_id: 'SUB-1', access_class: 'open_data', country: 'ES', address: { postal_code: '28001', line1: 'CALLE MAYOR 1' } };
    const merged = mergeAuctions(mergeAuctions(list, general), lots);
    expect(merged).toEqual({
      native_id: 'SUB-1',
      access_class: 'open_data',
      country: 'ES',
      stated_status: 'open',
      source_status: 'Celebrándose',
      starts_at: '2026-03-18T17:00:00.000Z',
      fields: { Expediente: '0048/18', 'Tipo de subasta': 'JUDICIAL EN VIA DE APREMIO' },
      address: { city: 'Madrid', postal_code: '28001', line1: 'CALLE MAYOR 1' },
    });
  });
});
