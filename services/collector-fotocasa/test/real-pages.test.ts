/**
 * Golden tests against real fotocasa pages saved in May 2026 (provenance in real-pages/README.md):
 * a Córdoba results page of the newer front end (`realEstates` beside `resultsV2`, trimmed to
 * seven results) and two detail pages carrying both `realEstate` and `realEstateAdDetailEntityV2`.
 * Every expected value was read off the pages by hand.
 */
import { readFileSync } from 'node:fs';
import type { ListingObserved, MediaObserved } from '@estate/events';
import { describe, expect, it } from 'vitest';
import { parse } from '../src/index.js';

const CONTEXT = { observedAt: '2026-05-07T18:00:00Z', retrievedAt: '2026-05-07T17:47:00Z' };
const page = (file: string, path: string) => ({ path, content_type: 'text/html', body: readFileSync(new URL(`./real-pages/${file}`, import.meta.url), 'utf8') });

const search = parse(page('search-cordoba-2026.html', 'search/page-0001.html'), CONTEXT);
const cards = new Map(search.observations.flatMap((o) => (o.kind === 'listing' ? [[o.data.native_id, o.data as ListingObserved] as const] : [])));
const card = (id: string): ListingObserved => {
  const found = cards.get(id);
  if (!found) throw new Error(`no card ${id}`);
  return found;
};

function detail(file: string, id: string): { listing: ListingObserved; media: MediaObserved } {
  const read = parse(page(file, `details/${id}.html`), CONTEXT);
  expect(read.issues).toEqual([]);
  const listing = read.observations.find((o) => o.kind === 'listing')?.data as ListingObserved;
  const media = read.observations.find((o) => o.kind === 'media')?.data as MediaObserved;
  return { listing, media };
}

describe('a real fotocasa results page (Córdoba, May 2026)', () => {
  it('reads every result of realEstates, without issues', () => {
    expect(search.issues).toEqual([]);
    expect([...cards.keys()]).toEqual(['189156012', '188063260', '187412200', '188830669', '187745733', '189586882', '189510539']);
  });

  it('reads price, rooms, bathrooms and the built area from features[]', () => {
    expect(card('189156012').price).toMatchObject({ amount: '385000', currency: 'EUR', display_text: '385.000 €' });
    expect(card('189156012').property).toMatchObject({ bedrooms: 4, bathrooms: 2, property_type: 'apartment', source_property_type: 'Flat' });
    expect(card('189156012').property.areas).toEqual([expect.objectContaining({ value: 156, unit: 'sqm', basis: 'built' })]);
    expect(card('187745733').property).toMatchObject({ bedrooms: 7, bathrooms: 4, property_type: 'house', source_property_type: 'House_Chalet' });
    expect(card('187412200').property).toMatchObject({ bedrooms: 2, bathrooms: 1, property_type: 'apartment', source_property_type: 'GroundFloorWithGarden' });
    expect(card('189586882').property).toMatchObject({ property_type: 'apartment', source_property_type: 'Attic' });
  });

  it('takes a street line only where the advertiser shows street and number (accuracy 1), and an approximate point otherwise', () => {
    const exact = card('188830669');
    expect(exact.property.address).toMatchObject({ line1: 'Avenida de América, 5', postal_code: '14001', city: 'Córdoba Capital' });
    expect(exact.property.geometry).toMatchObject({ latitude: 37.890777, longitude: -4.781628, precision: 'exact' });
    expect(card('189586882').property.address?.line1).toBe('FRANCISCO GRACIA TRENAS, 6');
    // " CANTABRICO, Arroyo del Moro - Noreña": a street's name without a number is no street line.
    const vague = card('189156012');
    expect(vague.property.address?.line1).toBeUndefined();
    expect(vague.property.address).toMatchObject({ city: 'Córdoba Capital', postal_code: '14011' });
    expect(vague.property.address?.original_text).toContain('CANTABRICO, Arroyo del Moro - Noreña');
    // normalize keeps an approximate point to five places.
    expect(vague.property.geometry).toMatchObject({ latitude: 37.88638, longitude: -4.79887, precision: 'approximate' });
    expect(vague.extensions).toMatchObject({ neighborhood: 'Arroyo del Moro - Noreña' });
  });

  it('reads the advertiser, and its reference for the home from the resultsV2 twin of each result', () => {
    expect(card('189156012').agency).toEqual({ native_id: '9202769663454', name: 'Metro Cuadrado en Córdoba inmobiliaria', professional_contacts: [{ kind: 'business_phone', value: '+34635120419' }] });
    expect(card('189156012').extensions).toMatchObject({ agency_reference: 'M201949' });
    expect(card('187412200').extensions).toMatchObject({ agency_reference: '03-VG012X' });
    expect(card('188830669').extensions).toMatchObject({ agency_reference: '301238', new_construction: true });
    expect(card('189586882').extensions).toMatchObject({ agency_reference: 'DN02728' });
  });

  it("keeps the advertiser's line (the card's `phone`) in the extensions: an office's, so one agency may show two", () => {
    expect(card('189156012').extensions).toMatchObject({ advertiser_phone: '+34635120419' });
    // Inmobiliaria Barin answers its ads on two lines.
    expect(card('188063260').extensions).toMatchObject({ advertiser_phone: '+34957488346' });
    expect(card('187412200').extensions).toMatchObject({ advertiser_phone: '+34957403535' });
    expect(card('188830669').extensions).toMatchObject({ advertiser_phone: '+34902110022' });
  });

  it('dates a result by its publication, keeps its gallery in order, and links a new build under obra-nueva', () => {
    expect(card('189156012').listed_at).toBe('2026-03-19T18:22:59.823Z');
    // 54 photos and the virtual tour on the agent's CRM.
    expect(card('189156012').media?.filter((m) => m.type === 'photo')).toHaveLength(54);
    expect(card('189156012').media?.filter((m) => m.type === 'virtual_tour').map((m) => m.url)).toEqual(['https://crm.inmovilla.com/fotosvr/tour.php?cod=27642623.10041']);
    expect(card('189156012').media?.[0]?.url).toBe('https://static.fotocasa.es/images/ads/4166d191-7497-4ac2-b915-3d2bb71aafee?rule=original');
    expect(card('189156012').url).toBe('https://www.fotocasa.es/es/comprar/vivienda/cordoba-capital/aire-acondicionado-parking-jardin-terraza-trastero-ascensor-piscina/189156012/d');
    expect(card('188830669').url).toBe('https://www.fotocasa.es/es/comprar/vivienda/obra-nueva/cordoba-capital/20516250/188830669');
  });
});

describe('real fotocasa detail pages (Córdoba, May 2026): realEstate and realEstateAdDetailEntityV2', () => {
  it('reads the V2 advertiser and its reference, the V2 point and price, and rooms and area from realEstate', () => {
    const { listing } = detail('detail-cordoba-188063260-2026.html', '188063260');
    expect(listing.native_id).toBe('188063260');
    expect(listing.url).toBe('https://www.fotocasa.es/es/comprar/vivienda/cordoba-capital/ascensor/188063260/d');
    expect(listing.title).toBe('Piso en venta en Zona Centro, Córdoba Capital');
    expect(listing.price).toMatchObject({ amount: '297000', currency: 'EUR' });
    expect(listing.agency).toEqual({ native_id: '900040000042', name: 'Inmobiliaria Barin', professional_contacts: [{ kind: 'business_phone', value: '+34957488346' }] });
    expect(listing.extensions).toMatchObject({ agency_reference: '01-MU024X', neighborhood: 'Zona Centro', floor: '3', advertiser_phone: '+34957488346' });
    expect(listing.property).toMatchObject({ bedrooms: 5, bathrooms: 2, property_type: 'apartment' });
    expect(listing.property.areas).toEqual([expect.objectContaining({ value: 144, basis: 'built' })]);
    // V2's point (37.88550560620671; realEstate rounds it to 37.885506), approximate (`isExact` false): five places kept.
    expect(listing.property.geometry).toMatchObject({ latitude: 37.88551, longitude: -4.77936, precision: 'approximate' });
    expect(listing.property.address).toMatchObject({ postal_code: '14003', city: 'Córdoba Capital' });
    expect(listing.property.address?.line1).toBeUndefined();
    expect(listing.listed_at).toBe('2025-11-07T13:38:02.443Z');
    expect(listing.description).toMatch(/^Espléndida vivienda para reformar/);
    expect(listing.description).toContain('Calle Cruz Conde');
  });

  it('reads the whole V2 gallery, the video apart from the photos, as a complete media observation', () => {
    const { media } = detail('detail-cordoba-188063260-2026.html', '188063260');
    expect(media.complete).toBe(true);
    expect(media.items).toHaveLength(62);
    expect(media.items.filter((m) => m.type === 'video').map((m) => m.url)).toEqual(['https://www.youtube.com/watch?v=dOZ7tZNiVEQ']);
    expect(media.items[0]?.url).toBe('https://static.fotocasa.es/images/ads/f23c077d-3d07-4341-89b7-af4a393c39a7?rule=original');
  });

  it('reads a ground-floor flat with a garden of the same agency, with its own reference', () => {
    const { listing, media } = detail('detail-cordoba-187412200-2026.html', '187412200');
    expect(listing.price).toMatchObject({ amount: '87000' });
    expect(listing.title).toBe('Planta baja en venta en Sta. Marina - San Andrés - San Pablo - San Lorenzo, Córdoba Capital');
    expect(listing.property).toMatchObject({ bedrooms: 2, bathrooms: 1, source_property_type: 'GroundFloorWithGarden' });
    expect(listing.extensions).toMatchObject({ agency_reference: '03-VG012X', floor: 'bj', advertiser_phone: '+34957403535' });
    expect(listing.agency?.name).toBe('Inmobiliaria Barin');
    expect(listing.listed_at).toBe('2025-08-28T10:26:55.187Z');
    expect(media.items).toHaveLength(10);
  });
});
