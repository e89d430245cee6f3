import type { rightmove } from '@estate/native-formats';
import { describe, expect, it } from 'vitest';
import { generate } from '../../generate.js';
import { auctionLotOf } from './auction.js';
import { developmentsOf } from './new-homes.js';
import { rightmovePresentation } from './presentation.js';
import { renderer } from './render.js';

const { listings } = generate({ seed: 42, size: 2000, platforms: ['rightmove'] });
const payloads = renderer.render(listings, { pageSize: 24 });
const byPath = new Map(payloads.map((p) => [p.path, p]));

function pageModel(id: string): rightmove.PageModel {
  const body = byPath.get(`properties/${id}.html`)?.body ?? '';
  return JSON.parse(/window\.PAGE_MODEL = (\{.*\})\n/.exec(body)?.[1] ?? 'null') as rightmove.PageModel;
}

describe('rightmove developments', () => {
  const developments = developmentsOf(listings);

  it('groups the plots of a town into one development of its developer, several plots to most', () => {
    expect(developments.length).toBeGreaterThanOrEqual(5);
    expect(developments.filter((d) => d.plots.length > 1).length).toBeGreaterThanOrEqual(5);
    for (const { development, plots } of developments) {
      expect(new Set(plots.map((p) => p.address.city))).toEqual(new Set([development.city]));
      expect(plots.every((p) => p.country === 'GB')).toBe(true);
    }
    // A branch id no sample agency has.
    const agencies = new Set(listings.map((l) => l.agency.native_id));
    expect(developments.some((d) => agencies.has(d.development.branchId))).toBe(false);
  });

  it('renders each plot as the development branch shows it, and the branch list with every plot', () => {
    for (const { development, plots } of developments) {
      const list = JSON.parse(byPath.get(`branch/${development.branchId}.json`)?.body ?? '{}') as rightmove.SearchResults;
      expect(list.location).toMatchObject({ id: Number(development.branchId), locationType: 'BRANCH' });
      expect(list.properties.map((p) => String(p.id))).toEqual(plots.map((p) => p.native_id));
      for (const plot of plots) {
        const page = pageModel(plot.native_id).propertyData;
        expect(page.customer).toMatchObject({ branchId: Number(development.branchId), branchDisplayName: `${development.brand} - ${development.name}`, companyName: development.company, isNewHomeDeveloper: true });
        expect(page.customer.developmentInfo?.sitePlanUri).toMatch(/\.pdf$/);
        expect(page.customer.customerPropertiesUrl).toContain(`locationIdentifier=BRANCH%5E${development.branchId}`);
        expect(page.brochures).toHaveLength(1);
      }
    }
  });
});

describe('rightmove auction lots', () => {
  const lots = listings.flatMap((l) => {
    const lot = auctionLotOf(l);
    return lot ? [{ listing: l, lot }] : [];
  });

  it('makes about one active UK resale home in five a lot: timed, untimed and sold ones', () => {
    const active = listings.filter((l) => l.country === 'GB' && l.status === 'active').length;
    expect(lots.length).toBeGreaterThan(active / 10);
    expect(lots.length).toBeLessThan(active / 3);
    expect(lots.some(({ lot }) => lot.endsDay === undefined)).toBe(true);
    expect(lots.some(({ lot }) => lot.endsDay !== undefined && !lot.soldStc)).toBe(true);
    expect(lots.some(({ lot }) => lot.soldStc)).toBe(true);
  });

  it('shows every lot with a guide price, the auction flag, the disclaimers and its notice first', () => {
    for (const { listing, lot } of lots) {
      expect(rightmovePresentation(listing)).toMatchObject({ qualifier: 'Guide Price', poa: false });
      const model = pageModel(listing.native_id);
      expect(model.analyticsInfo.analyticsProperty.auctionOnly).toBe(true);
      expect(model.propertyData.text.reservePriceDisclaimer).toBeTruthy();
      expect(model.propertyData.text.description.startsWith(lot.notice)).toBe(true);
      expect(model.propertyData.tags).toEqual(lot.soldStc ? ['SOLD_STC'] : []);
      if (lot.endsDay !== undefined) expect(lot.notice).toMatch(/ends \d{1,2}(st|nd|rd|th) [A-Z][a-z]+ \d{4} at 12:00\.$/);
    }
  });
});
