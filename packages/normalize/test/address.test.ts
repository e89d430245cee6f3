import { describe, expect, it } from 'vitest';
import { normalizeAddress, normalizePostalCode, plotOfDisplayAddress, withoutPlot, type Address, type AddressParts } from '../src/index.js';

type Row = readonly [parts: AddressParts, country: string, expected: Address];

const rows: readonly Row[] = [
  // Zillow (US)
  [
    { line1: '123  Main St ', city: 'Springfield', region: 'IL', postal_code: '62701' }, 'US',
    { country: 'US', line1: '123 Main St', city: 'Springfield', region: 'IL', postal_code: '62701',
      formatted: '123 Main St, Springfield, IL 62701', original_text: '123  Main St , Springfield, IL, 62701' },
  ],
  [
    { line1: '350 5th Ave', unit: 'Apt 4B', city: 'New York', region: 'new york', postal_code: '10118-0110' }, 'USA',
    { country: 'US', line1: '350 5th Ave', unit: 'Apt 4B', city: 'New York', region: 'NY', postal_code: '10118-0110',
      formatted: '350 5th Ave Apt 4B, New York, NY 10118-0110', original_text: '350 5th Ave, Apt 4B, New York, new york, 10118-0110' },
  ],
  [
    { line1: '1 Beacon St', city: 'Boston', region: 'ma', postal_code: 2108 }, 'US',
    { country: 'US', line1: '1 Beacon St', city: 'Boston', region: 'MA', postal_code: '02108',
      formatted: '1 Beacon St, Boston, MA 02108', original_text: '1 Beacon St, Boston, ma, 2108' },
  ],
  [
    { text: '123 Main St, Springfield, IL 62701' }, 'US',
    { country: 'US', line1: '123 Main St', city: 'Springfield', region: 'IL', postal_code: '62701',
      formatted: '123 Main St, Springfield, IL 62701', original_text: '123 Main St, Springfield, IL 62701' },
  ],
  // Rightmove (GB)
  [
    { line1: '10 High Street', unit: 'Flat 2', city: 'London', postal_code: 'sw1a1aa' }, 'GB',
    { country: 'GB', line1: '10 High Street', unit: 'Flat 2', city: 'London', postal_code: 'SW1A 1AA',
      formatted: 'Flat 2, 10 High Street, London, SW1A 1AA', original_text: '10 High Street, Flat 2, London, sw1a1aa' },
  ],
  [
    { text: 'High Street, Camden, London NW1' }, 'UK',
    { country: 'GB', postal_code: 'NW1', formatted: 'High Street, Camden, London NW1', original_text: 'High Street, Camden, London NW1' },
  ],
  [
    { text: 'Church Lane,  Little Snoring, Fakenham, NR21 0AA' }, 'GB',
    { country: 'GB', postal_code: 'NR21 0AA', formatted: 'Church Lane, Little Snoring, Fakenham, NR21 0AA',
      original_text: 'Church Lane,  Little Snoring, Fakenham, NR21 0AA' },
  ],
  [
    { line1: '221B Baker Street', city: 'London', region: 'Greater London', postal_code: 'nw1  6xe' }, 'GB',
    { country: 'GB', line1: '221B Baker Street', city: 'London', region: 'Greater London', postal_code: 'NW1 6XE',
      formatted: '221B Baker Street, London, Greater London, NW1 6XE', original_text: '221B Baker Street, London, Greater London, nw1  6xe' },
  ],
  // idealista (ES)
  [
    { text: 'Calle Mayor 10, 28013 Madrid' }, 'ES',
    { country: 'ES', line1: 'Calle Mayor 10', city: 'Madrid', postal_code: '28013',
      formatted: 'Calle Mayor 10, 28013 Madrid', original_text: 'Calle Mayor 10, 28013 Madrid' },
  ],
  [
    { street: 'Calle de Alcalá', house_number: '45', unit: '3º B', city: 'Madrid', region: 'Madrid', postal_code: '28014' }, 'ES',
    { country: 'ES', line1: 'Calle de Alcalá 45', unit: '3º B', city: 'Madrid', region: 'Madrid', postal_code: '28014',
      formatted: 'Calle de Alcalá 45, 3º B, 28014 Madrid', original_text: 'Calle de Alcalá 45, 3º B, Madrid, Madrid, 28014' },
  ],
  [
    { line1: 'Avenida Ricardo Soriano 12', city: 'Marbella', region: 'Málaga', postal_code: 29601 }, 'ES',
    { country: 'ES', line1: 'Avenida Ricardo Soriano 12', city: 'Marbella', region: 'Málaga', postal_code: '29601',
      formatted: 'Avenida Ricardo Soriano 12, 29601 Marbella, Málaga', original_text: 'Avenida Ricardo Soriano 12, Marbella, Málaga, 29601' },
  ],
  [
    { line1: 'Carrer de Mallorca 401', city: 'Barcelona', postal_code: 8013 }, 'ES',
    { country: 'ES', line1: 'Carrer de Mallorca 401', city: 'Barcelona', postal_code: '08013',
      formatted: 'Carrer de Mallorca 401, 08013 Barcelona', original_text: 'Carrer de Mallorca 401, Barcelona, 8013' },
  ],
  [
    { text: 'Barrio de Salamanca, Madrid' }, 'ES',
    { country: 'ES', formatted: 'Barrio de Salamanca, Madrid', original_text: 'Barrio de Salamanca, Madrid' },
  ],
  // ImmoScout24 (DE)
  [
    { street: 'Hauptstraße', house_number: 5, city: 'Berlin', region: 'Berlin', postal_code: '10115' }, 'DE',
    { country: 'DE', line1: 'Hauptstraße 5', city: 'Berlin', region: 'Berlin', postal_code: '10115',
      formatted: 'Hauptstraße 5, 10115 Berlin', original_text: 'Hauptstraße 5, Berlin, Berlin, 10115' },
  ],
  [
    { street: 'Prager Str.', house_number: '12', city: 'Dresden', region: 'Sachsen', postal_code: 1067 }, 'DE',
    { country: 'DE', line1: 'Prager Str. 12', city: 'Dresden', region: 'Sachsen', postal_code: '01067',
      formatted: 'Prager Str. 12, 01067 Dresden', original_text: 'Prager Str. 12, Dresden, Sachsen, 1067' },
  ],
  [
    { text: 'Leopoldstraße 7, 80802 München' }, 'DE',
    { country: 'DE', line1: 'Leopoldstraße 7', city: 'München', postal_code: '80802',
      formatted: 'Leopoldstraße 7, 80802 München', original_text: 'Leopoldstraße 7, 80802 München' },
  ],
  [
    { city: 'Hamburg', postal_code: 'D-20095' }, 'DE',
    { country: 'DE', city: 'Hamburg', postal_code: '20095', formatted: '20095 Hamburg', original_text: 'Hamburg, D-20095' },
  ],
  // SUUMO (JP)
  [
    { text: '〒106-0032 東京都港区六本木６丁目１０−１' }, 'JP',
    { country: 'JP', region: '東京都', city: '港区', line1: '六本木6丁目10-1', postal_code: '106-0032',
      formatted: '〒106-0032 東京都港区六本木6丁目10-1', original_text: '〒106-0032 東京都港区六本木６丁目１０−１' },
  ],
  [
    { text: '東京都世田谷区三軒茶屋２' }, 'JP',
    { country: 'JP', region: '東京都', city: '世田谷区', line1: '三軒茶屋2',
      formatted: '東京都世田谷区三軒茶屋2', original_text: '東京都世田谷区三軒茶屋２' },
  ],
  [
    { text: '神奈川県横浜市港北区日吉本町１' }, 'JP',
    { country: 'JP', region: '神奈川県', city: '横浜市港北区', line1: '日吉本町1',
      formatted: '神奈川県横浜市港北区日吉本町1', original_text: '神奈川県横浜市港北区日吉本町１' },
  ],
  [
    { text: '北海道札幌市中央区北一条西2丁目', postal_code: '0600001' }, 'JP',
    { country: 'JP', region: '北海道', city: '札幌市中央区', line1: '北一条西2丁目', postal_code: '060-0001',
      formatted: '〒060-0001 北海道札幌市中央区北一条西2丁目', original_text: '北海道札幌市中央区北一条西2丁目' },
  ],
  [
    { text: '埼玉県入間郡三芳町藤久保' }, 'JP',
    { country: 'JP', region: '埼玉県', city: '入間郡三芳町', line1: '藤久保',
      formatted: '埼玉県入間郡三芳町藤久保', original_text: '埼玉県入間郡三芳町藤久保' },
  ],
  [
    { region: '大阪府', city: '大阪市北区', line1: '梅田３－１－１', unit: '1203号室', postal_code: '〒530-0001' }, 'JP',
    { country: 'JP', region: '大阪府', city: '大阪市北区', line1: '梅田3-1-1', unit: '1203号室', postal_code: '530-0001',
      formatted: '〒530-0001 大阪府大阪市北区梅田3-1-1 1203号室', original_text: '梅田３－１－１, 1203号室, 大阪市北区, 大阪府, 〒530-0001' },
  ],
];

describe('normalizeAddress', () => {
  it.each(rows)('%o (%s)', (parts, country, expected) => {
    expect(normalizeAddress(parts, country)).toEqual(expected);
  });

  it('keeps a postal code it cannot validate, cleaned, rather than drop it', () => {
    expect(normalizeAddress({ city: 'Springfield', postal_code: 'ABC' }, 'US').postal_code).toBe('ABC');
  });

  it('parts win over what the text says', () => {
    const a = normalizeAddress({ text: '123 Main St, Springfield, IL 62701', city: 'Chicago' }, 'US');
    expect(a.city).toBe('Chicago');
    expect(a.original_text).toBe('123 Main St, Springfield, IL 62701');
  });

  it('accepts an empty address', () => {
    expect(normalizeAddress({}, 'de')).toEqual({ country: 'DE', formatted: '', original_text: '' });
  });
});

describe('normalizePostalCode', () => {
  it.each([
    ['62701', 'US', '62701'], ['62701-1234', 'US', '62701-1234'], ['627011234', 'US', '62701-1234'], ['2108', 'US', '02108'],
    ['ABC12', 'US', undefined], ['123456', 'US', undefined],
    ['sw1a1aa', 'GB', 'SW1A 1AA'], ['SW1A 1AA', 'GB', 'SW1A 1AA'], ['ec1a  1bb', 'GB', 'EC1A 1BB'], ['m1 1ae', 'GB', 'M1 1AE'],
    ['b33 8th', 'GB', 'B33 8TH'], ['NW1', 'GB', 'NW1'], ['gir0aa', 'GB', 'GIR 0AA'], ['12345', 'GB', undefined],
    ['28013', 'ES', '28013'], ['8013', 'ES', '08013'], ['99999', 'ES', undefined], ['2801', 'ES', '02801'],
    ['10115', 'DE', '10115'], ['1067', 'DE', '01067'], ['D-20095', 'DE', '20095'], ['00999', 'DE', undefined], ['1011', 'DE', '01011'],
    ['〒106-0032', 'JP', '106-0032'], ['1060032', 'JP', '106-0032'], ['１０６－００３２', 'JP', '106-0032'], ['106-003', 'JP', undefined],
    ['75008', 'FR', '75008'], ['1000-001', 'PT', '1000-001'], ['SE-111 22', 'SE', 'SE-111 22'],
    ['', 'US', undefined],
  ] as const)('%s (%s) → %s', (code, country, expected) => {
    expect(normalizePostalCode(code, country)).toBe(expected);
  });
});

describe('plotOfDisplayAddress', () => {
  it("reads the plot a UK new build's display address leads with, and no plot from a street or a flat", () => {
    expect(plotOfDisplayAddress('Plot 23, Becketts Park Drive, Leeds, LS6')).toBe('23');
    expect(plotOfDisplayAddress('Plot 112, Stone Road, Uttoxeter, ST14')).toBe('112');
    expect(plotOfDisplayAddress('plot 7a, Kings Meadow, Bristol BS3')).toBe('7A');
    expect(plotOfDisplayAddress('Plot Lane, Leeds, LS6')).toBeUndefined();
    expect(plotOfDisplayAddress('Flat 4, 12 Abbey Road, London, NW8')).toBeUndefined();
    expect(plotOfDisplayAddress(undefined)).toBeUndefined();
  });

  it('leaves the postal address once the plot is taken off', () => {
    expect(withoutPlot('Plot 23, Becketts Park Drive, Leeds, LS6')).toBe('Becketts Park Drive, Leeds, LS6');
    expect(withoutPlot('Plot Lane, Leeds, LS6')).toBe('Plot Lane, Leeds, LS6');
    expect(withoutPlot('Plot 23')).toBeUndefined();
    expect(withoutPlot(undefined)).toBeUndefined();
  });
});
