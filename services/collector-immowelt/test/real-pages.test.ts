/**
 * Immowelt's parser against real saved pages (provenance in real-pages/README.md). Every
 * expected value below was read off the saved page itself, not taken from a parser run.
 */
import { readFileSync } from 'node:fs';
import { assertPublishable, byKind } from '@estate/collector-kit/testing';
import type { ListingObserved } from '@estate/events';
import { describe, expect, it } from 'vitest';
import { parse } from '../src/index.js';

const CONTEXT = { observedAt: '2026-08-20T12:00:00.000Z', retrievedAt: '2026-08-20T12:00:00.000Z' };
const read = (file: string, path: string) => {
  const parsed = parse({ path, content_type: 'text/html', body: readFileSync(new URL(`./real-pages/${file}`, import.meta.url), 'utf8') }, CONTEXT);
  return { parsed, out: byKind(parsed) };
};

describe('a 2026 exposé (__UFRN_LIFECYCLE_SERVERREQUEST__): Mehrfamilienhaus, Christian-Rath-Straße 2, Sassenberg', () => {
  const { parsed, out } = read('detail-sassenberg-2026.html', 'details/8e1049f3-8f9e-481d-a666-a635fba60191.html');
  const listing = out.listings[0];

  it('yields the listing and its gallery, publishable', () => {
    assertPublishable('immowelt', parsed, CONTEXT);
    expect(out.issues).toEqual([]);
    expect(out.listings).toHaveLength(1);
    expect(out.media).toHaveLength(1);
  });

  it('reads the Online-ID, the legacy uuid of its address and the agency Referenznummer', () => {
    expect(listing?.native_id).toBe('26H6IGH14AAQ');
    expect(listing?.url).toBe('https://www.immowelt.de/expose/8e1049f3-8f9e-481d-a666-a635fba60191');
    expect(listing?.extensions).toMatchObject({ agency_reference: '202648336MFH1', legacy_id: '8e1049f3-8f9e-481d-a666-a635fba60191', address_published: 'true' });
  });

  it('reads the published address and the Point, whose coordinates are [longitude, latitude]', () => {
    expect(listing?.property.address).toMatchObject({ line1: 'Christian-Rath-Straße 2', postal_code: '48336', city: 'Sassenberg' });
    // [8.038257598876953, 51.98283386230469]: latitude second.
    expect(listing?.property.geometry).toMatchObject({ precision: 'exact' });
    expect(listing?.property.geometry?.latitude).toBeCloseTo(51.982834, 5);
    expect(listing?.property.geometry?.longitude).toBeCloseTo(8.038258, 5);
  });

  it('reads price, type, the spaces with their German numbers, year, agency and dates', () => {
    expect(listing?.transaction).toBe('sale');
    // The exposé writes a no-break space before the euro sign (the cards a plain one).
    expect(listing?.price).toMatchObject({ amount: '2474300', currency: 'EUR', display_text: '2.474.300\u00a0€' });
    expect(listing?.property).toMatchObject({ property_type: 'multi_family', source_property_type: 'HOUSE/MULTI_FAMILY_HOUSE', year_built: 2026 });
    expect(listing?.property.areas).toEqual([expect.objectContaining({ value: 532, basis: 'living' }), expect.objectContaining({ value: 809, basis: 'plot' })]);
    expect(listing?.agency).toMatchObject({ native_id: '3525454', name: 'Wecker Immobilien e.K.', website: 'https://www.weckerimmobilien.de/' });
    expect(listing?.agency?.professional_contacts?.map((c) => c.value)).toEqual(['02521 85 39 800', '0170 280 50 07']);
    expect(listing?.listed_at).toBe('2026-03-05T14:49:48.317Z');
    expect(listing?.source_updated_at).toBe('2026-06-09T08:53:30.818Z');
    expect(listing?.title).toBe('Investorenprojekt! Hochmodernes Mehrfamilienhaus mit 6 Wohnungen (KfW 40 + QNG)');
  });

  it('turns the description\'s <br> into lines, and keeps the photo before the twelve floor plans', () => {
    expect(listing?.description?.startsWith('In Massivbauweise entstehen 2 nebeneinanderliegende Mehrfamilienhäuser')).toBe(true);
    expect(listing?.description).toContain('Jedes Haus wird auf einem eigenen Flurstück gebaut.\n\nUnter Einhaltung');
    expect(listing?.description).not.toContain('<br>');
    const items = out.media[0]?.items ?? [];
    expect(items[0]).toMatchObject({ type: 'photo', url: 'https://mms.immowelt.de/f/c/5/0/fc509a60-21fc-4d46-9e4b-760f6e744bbb.jpg?ci_seal=2483f9754abc04a1f499df562725aa779bac1739' });
    expect(items.filter((i) => i.type === 'floor_plan')).toHaveLength(12);
  });
});

describe('two 2026 search cards (Berlin rentals, address unpublished)', () => {
  const { parsed, out } = read('search-berlin-2026.html', 'search/page-0001.html');
  const byId = (id: string): ListingObserved | undefined => out.listings.find((l) => l.native_id === id);

  it('yields both cards in the order of `classifieds`, publishable', () => {
    assertPublishable('immowelt', parsed, CONTEXT);
    expect(out.issues).toEqual([]);
    expect(out.listings.map((l) => l.native_id)).toEqual(['26FQVY8WZMSV', '26IRLQ56QCSY']);
  });

  it('reads the Kaltmiete from hardFacts.price, not the estimated Warmmiete nor rawData.price', () => {
    const flat = byId('26FQVY8WZMSV');
    expect(flat?.transaction).toBe('rent');
    // "Warmmiete ca." ~1.455 € (ariaLabel 1454.6, also rawData.price) is immowelt's estimate.
    expect(flat?.price).toMatchObject({ amount: '1250', period: 'month', display_text: '1.250 €' });
    expect(byId('26IRLQ56QCSY')?.price).toMatchObject({ amount: '700', period: 'month' });
  });

  it('reads the city from tracking and the borough the address names, and no street', () => {
    expect(byId('26FQVY8WZMSV')?.property.address).toMatchObject({ city: 'Berlin', postal_code: '10178' });
    expect(byId('26FQVY8WZMSV')?.property.address?.line1).toBeUndefined();
    expect(byId('26FQVY8WZMSV')?.extensions).toMatchObject({ district: 'Mitte', address_published: 'false' });
    expect(byId('26IRLQ56QCSY')?.property.address).toMatchObject({ city: 'Berlin', postal_code: '13599' });
  });

  it('reads rooms, living space, type, the agency and the photos', () => {
    expect(byId('26FQVY8WZMSV')?.property).toMatchObject({ rooms: 2, property_type: 'apartment' });
    expect(byId('26FQVY8WZMSV')?.property.areas).toEqual([expect.objectContaining({ value: 93, basis: 'living' })]);
    expect(byId('26IRLQ56QCSY')?.property).toMatchObject({ rooms: 4 });
    expect(byId('26FQVY8WZMSV')?.agency).toMatchObject({ native_id: '1466998', name: 'Nauroth Immobilien GmbH' });
    expect(byId('26FQVY8WZMSV')?.media?.map((m) => m.url)).toEqual([
      'https://mms.immowelt.de/c/c/d/2/ccd20acc-bbf2-45fa-a232-1c417edc773b.jpg?ci_seal=eade73f020247c56ffdf910890c3f952d165ca96',
      'https://mms.immowelt.de/3/9/7/0/39704533-03b5-4b32-891d-cf9808f71cec.jpg?ci_seal=1dead41a479139e7e1b89b58d385f69c35e9c456',
    ]);
    expect(byId('26FQVY8WZMSV')?.listed_at).toBe('2026-08-16T12:25:29.930Z');
  });
});
