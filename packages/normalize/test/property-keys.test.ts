import { describe, expect, it } from 'vitest';
import { comparablesAreaKey, houseNumber, japaneseDistrict, linkListing, placeRecord, streetKey, streetLinkKey, unitKey, unitOfLine, type LinkCandidate } from '../src/index.js';

describe('placeRecord', () => {
  it('places a Price Paid row by postcode, PAON, SAON and street, however they are written', () => {
    const a = placeRecord({ country: 'GB', gb: { postcode: 'SW4 0AB', paon: '12', saon: 'FLAT 3', street: 'ABBEVILLE ROAD' } });
    const b = placeRecord({ country: 'GB', gb: { postcode: 'sw40ab', paon: '12', saon: 'Flat 3', street: 'Abbeville Rd' } });
    expect(a).toMatchObject({ method: 'gb_postcode_paon' });
    expect(a?.propertyId).toMatch(/^prp_/);
    expect(b?.propertyId).toBe(a?.propertyId);
    expect(placeRecord({ country: 'GB', gb: { postcode: 'SW4 0AB', paon: '12', saon: 'FLAT 4', street: 'ABBEVILLE ROAD' } })?.propertyId).not.toBe(a?.propertyId);
    expect(placeRecord({ country: 'GB', gb: { postcode: 'SW4 0AB', paon: 'ROSE COTTAGE', street: 'NORTH STREET' } })).toMatchObject({ method: 'gb_postcode_paon' });
  });

  it('uses the NYC BBL, a 20-character cadastral reference, else an address with a house number', () => {
    expect(placeRecord({ country: 'US', us_nyc: { bbl: '1008350041' } })?.method).toBe('nyc_bbl');
    expect(placeRecord({ country: 'ES', es: { cadastral_reference: '5225043DE7052N0001PQ' } })?.method).toBe('es_cadastral_reference');
    expect(placeRecord({ country: 'US', address: { line1: '13109 Sinton Ln', postal_code: '78729' } })?.method).toBe('address');
  });

  it('places nothing that names no single home: a district, a parcel of flats, a street without a number', () => {
    expect(placeRecord({ country: 'JP', jp: { municipality_code: '13101' } })).toBeUndefined();
    expect(placeRecord({ country: 'ES', es: { cadastral_reference: '5225043DE7052N' } })).toBeUndefined();
    expect(placeRecord({ country: 'GB', address: { line1: 'Abbeville Road', postal_code: 'SW4 0AB' } })).toBeUndefined();
  });
});

describe('street keys', () => {
  it('agree for one street however written, and keep numbers and flats apart', () => {
    expect(streetKey('12 Abbeville Rd')).toBe('abbeville road');
    expect(streetKey('ABBEVILLE ROAD')).toBe('abbeville road');
    expect(streetKey('245 W 86th St')).toBe(streetKey('WEST 86TH STREET'));
    expect(streetKey('WEST 86TH STREET')).not.toBe(streetKey('WEST 72ND STREET'));
    expect(houseNumber('12A Abbeville Road')).toBe('12a');
    expect(houseNumber('Calle Mayor, 10')).toBe('10');
    expect(unitKey('FLAT 3')).toBe(unitKey('Flat #3'));
    expect(streetLinkKey('GB', 'SW4 0AB', 'Abbeville Road')).toBe('GB|SW4|abbeville road');
    expect(streetLinkKey('GB', 'SW4', 'abbeville rd')).toBe('GB|SW4|abbeville road');
    expect(comparablesAreaKey({ country: 'US', postalCode: '78729-1234' })).toBe('US|78729');
    expect(comparablesAreaKey({ country: 'JP', jp: { municipality_code: '13101', district_name: '丸の内' } })).toBe('JP|13101|丸の内');
  });
});

describe('Spanish street keys', () => {
  it('agree between Catastro’s type code and name and a listing’s spelled street', () => {
    expect(streetKey('CL ALCALA 120', 'ES')).toBe('alcala');
    expect(streetKey('Calle de Alcalá, 120', 'ES')).toBe('alcala');
    expect(streetKey('Calle del General Ricardos, 4', 'ES')).toBe(streetKey('CL GENERAL RICARDOS 4', 'ES'));
    expect(streetKey('Carrer de la Fàbrica, 9', 'ES')).toBe(streetKey('CL FABRICA 9', 'ES'));
    expect(streetKey('Passeig de la Bonanova, 12', 'ES')).toBe(streetKey('PS BONANOVA 12', 'ES'));
    expect(streetKey('Ronda de Atocha, 3', 'ES')).toBe(streetKey('RD ATOCHA 3', 'ES'));
    expect(streetKey('Ronda de Atocha', 'ES')).toBe('atocha');
    expect(streetKey('Avinguda de Joan Miró, 20', 'ES')).toBe(streetKey('AV JOAN MIRO 20', 'ES'));
    expect(streetKey("Carrer d'Aragó, 5", 'ES')).toBe(streetKey('CL ARAGO 5', 'ES'));
    expect(streetKey('Travesía de Conde Duque, 2', 'ES')).toBe(streetKey('TR CONDE DUQUE 2', 'ES'));
    expect(streetKey('Gran Vía de Don Diego López de Haro, 7', 'ES')).toBe(streetKey('GV DON DIEGO LOPEZ DE HARO 7', 'ES'));
    expect(streetKey('Paseo Marítimo El Pedregal, 3', 'ES')).toBe(streetKey('PS EL PEDREGAL 3', 'ES'));
    expect(streetLinkKey('ES', '28009', 'Calle de Alcalá, 120')).toBe(streetLinkKey('ES', '28009', 'CL ALCALA 120'));
  });

  it('keeps a name that is only a type word, and keeps streets apart', () => {
    expect(streetKey('Passeig Marítim', 'ES')).toBe(streetKey('PS MARITIM', 'ES'));
    expect(streetKey('Passeig Marítim', 'ES')).toBe('maritim');
    expect(streetKey('Gran Vía', 'ES')).toBe('gran via');
    expect(streetKey('Calle de Alcalá', 'ES')).not.toBe(streetKey('Calle de Serrano', 'ES'));
    expect(streetKey('Calle de la Reina', 'ES')).not.toBe(streetKey('Calle del Rey', 'ES'));
  });

  it('keys a Spanish street by its town, as Catastro and a listing both name it (idealista shows no postcode)', () => {
    expect(streetLinkKey('ES', '03001', 'CL SAN FERNANDO 12', 'ALICANTE/ALACANT')).toBe(streetLinkKey('ES', undefined, 'calle San Fernando, 12', 'Alicante'));
    expect(streetLinkKey('ES', undefined, 'calle Larios, 3', 'Málaga')).toBe('ES|malaga|larios');
    expect(streetLinkKey('ES', '29005', 'calle Larios, 3', undefined)).toBeUndefined();
  });

  it('leaves GB and US keys as they were', () => {
    expect(streetKey('12 Abbeville Rd', 'GB')).toBe('abbeville road');
    expect(streetKey('245 W 86th St', 'US')).toBe(streetKey('WEST 86TH STREET', 'US'));
    expect(streetLinkKey('GB', 'SW4', 'abbeville rd')).toBe('GB|SW4|abbeville road');
    expect(placeRecord({ country: 'ES', address: { line1: 'Calle de Alcalá, 120', postal_code: '28009' } })?.propertyId).toBe(
      placeRecord({ country: 'ES', address: { line1: 'CL ALCALA 120', postal_code: '28009' } })?.propertyId,
    );
  });
});

describe('JP comparables areas', () => {
  it('key an MLIT sale and a listing’s address alike by prefecture, municipality and district', () => {
    expect(japaneseDistrict('六本木6-10-1')).toBe('六本木');
    expect(japaneseDistrict('六本木３丁目5-2')).toBe('六本木');
    expect(japaneseDistrict('西新宿三丁目')).toBe('西新宿');
    expect(japaneseDistrict(undefined)).toBe('');
    const sale = comparablesAreaKey({ country: 'JP', jp: { municipality_code: '13103', prefecture: '東京都', municipality: '港区', district_name: '六本木' } });
    expect(sale).toBe('JP|東京都港区|六本木');
    expect(comparablesAreaKey({ country: 'JP', jp: { prefecture: '東京都', municipality: '港区', district_name: japaneseDistrict('六本木６－１０－１') } })).toBe(sale);
    expect(comparablesAreaKey({ country: 'JP', jp: { prefecture: '東京都', municipality: '港区', district_name: '赤坂' } })).not.toBe(sale);
  });
});

describe('a unit in a US street line', () => {
  it('is the home’s, not the street’s', () => {
    expect(streetKey('4152 W 110th St APT 7A')).toBe(streetKey('4152 WEST 110TH STREET'));
    expect(streetKey('299 N 40th St UNIT 537')).toBe('north 40th street');
    expect(streetLinkKey('US', '10002', '4152 W 110th St APT 7A')).toBe(streetLinkKey('US', '10002', '4152 WEST 110TH STREET'));
    expect(unitOfLine('4152 W 110th St APT 7A')).toBe('7A');
    expect(unitOfLine('3103 Main Hwy #302')).toBe('302');
    expect(unitOfLine('4164 NE 31st St UNIT 2929')).toBe('2929');
    expect(unitOfLine('2239 Aldrich St')).toBeUndefined();
    expect(unitKey(unitOfLine('4152 W 110th St APT 7A'))).toBe(unitKey('7A'));
  });
});

describe('linkListing', () => {
  const home = (id: string, extra: Partial<LinkCandidate> = {}): LinkCandidate => ({ propertyId: id, postalCode: 'SW40AB', propertyType: 'townhouse', houseNumber: '12', unit: '', ...extra });

  it('links the one home of the street the listing fits, by full postcode and type', () => {
    const candidates = [home('a'), home('b', { postalCode: 'SW49ZZ' }), home('c', { propertyType: 'apartment', houseNumber: '14', unit: '3' })];
    expect(linkListing({ postalCode: 'SW40AB', propertyType: 'townhouse', houseNumber: '', unit: '' }, candidates)).toMatchObject({ propertyId: 'a', method: 'postcode_street_type' });
    expect(linkListing({ postalCode: 'SW40AB', propertyType: 'townhouse', houseNumber: '12', unit: '' }, candidates)).toMatchObject({ propertyId: 'a', method: 'address' });
  });

  it('tells flats of one building apart by the area the listing states, when exactly one has it', () => {
    const flat = (id: string, areaSqm: number | undefined): LinkCandidate => ({ propertyId: id, postalCode: '', propertyType: 'apartment', houseNumber: '77', unit: id, ...(areaSqm === undefined ? {} : { areaSqm }) });
    const subject = { postalCode: '', propertyType: 'apartment', houseNumber: '77', unit: '' };
    expect(linkListing({ ...subject, areaSqm: 77 }, [flat('2b', 78), flat('2d', 77)])).toMatchObject({ propertyId: '2d', method: 'address' });
    expect(linkListing({ ...subject, areaSqm: 80 }, [flat('2b', 60), flat('2d', 81)])).toMatchObject({ propertyId: '2d' });
    // Two alike, one without an area, or a listing without one: no link.
    expect(linkListing({ ...subject, areaSqm: 77 }, [flat('2b', 77), flat('2d', 77)])).toBeUndefined();
    expect(linkListing({ ...subject, areaSqm: 77 }, [flat('2b', undefined), flat('2d', 77)])).toBeUndefined();
    expect(linkListing(subject, [flat('2b', 78), flat('2d', 77)])).toBeUndefined();
  });

  it('links nothing when several homes fit: a neighbour is never forced on', () => {
    const candidates = [home('a'), home('b', { houseNumber: '16' })];
    expect(linkListing({ postalCode: 'SW40AB', propertyType: 'townhouse', houseNumber: '', unit: '' }, candidates)).toBeUndefined();
    // A postcode district alone tells no home of the street from another.
    expect(linkListing({ postalCode: 'SW4', propertyType: 'townhouse', houseNumber: '', unit: '' }, [home('a'), home('b', { postalCode: 'SW49ZZ' })])).toBeUndefined();
    expect(linkListing({ postalCode: 'SW40AB', propertyType: 'apartment', houseNumber: '', unit: '' }, candidates)).toBeUndefined();
  });
});
