import { describe, expect, it } from 'vitest';
import { PROPERTY_TYPES, type PropertyType } from '@estate/contract/vocabulary';
import { normalizePropertyType } from '../src/index.js';

type Row = readonly [term: string, platform: string | undefined, expected: PropertyType];

const rows: readonly Row[] = [
  // Zillow homeType
  ['SINGLE_FAMILY', 'zillow', 'house'],
  ['CONDO', 'zillow', 'condo'],
  ['TOWNHOUSE', 'zillow', 'townhouse'],
  ['MULTI_FAMILY', 'zillow', 'multi_family'],
  ['LOT', 'zillow', 'land'],
  ['APARTMENT', 'zillow', 'apartment'],
  ['MANUFACTURED', 'zillow', 'manufactured'],
  ['COOP', 'zillow', 'co_op'],
  ['HOME_TYPE_UNKNOWN', 'zillow', 'unknown'],
  ['Duplex', 'zillow', 'multi_family'],
  ['SINGLE_FAMILY', undefined, 'house'],
  // Rightmove propertySubType
  ['Detached', 'rightmove', 'house'],
  ['Semi-Detached', 'rightmove', 'semi_detached'],
  ['Terraced', 'rightmove', 'townhouse'],
  ['End of Terrace', 'rightmove', 'townhouse'],
  ['Town House', 'rightmove', 'townhouse'],
  ['Flat', 'rightmove', 'apartment'],
  ['Apartment', 'rightmove', 'apartment'],
  ['Bungalow', 'rightmove', 'house'],
  ['Detached Bungalow', 'rightmove', 'house'],
  ['Maisonette', 'rightmove', 'apartment'],
  ['Penthouse', 'rightmove', 'apartment'],
  ['Land', 'rightmove', 'land'],
  ['Park Home', 'rightmove', 'manufactured'],
  ['Cottage', 'rightmove', 'house'],
  ['Block of Apartments', 'rightmove', 'multi_family'],
  ['Barn Conversion', 'rightmove', 'other'],
  ['Garages', 'rightmove', 'parking'],
  ['3 bedroom semi-detached house', undefined, 'semi_detached'],
  // idealista propertyType / typology
  ['flat', 'idealista', 'apartment'],
  ['chalet', 'idealista', 'house'],
  ['duplex', 'idealista', 'apartment'],
  ['penthouse', 'idealista', 'apartment'],
  ['studio', 'idealista', 'apartment'],
  ['countryHouse', 'idealista', 'house'],
  ['garage', 'idealista', 'parking'],
  ['premises', 'idealista', 'commercial'],
  ['office', 'idealista', 'commercial'],
  ['land', 'idealista', 'land'],
  ['room', 'idealista', 'room'],
  ['semidetachedHouse', 'idealista', 'semi_detached'],
  ['terracedHouse', 'idealista', 'townhouse'],
  ['Ático', 'idealista', 'apartment'],
  ['Chalet adosado', 'idealista', 'townhouse'],
  ['Chalet pareado', 'idealista', 'semi_detached'],
  // ImmoScout24
  ['Wohnung', 'immoscout24', 'apartment'],
  ['Etagenwohnung', 'immoscout24', 'apartment'],
  ['Dachgeschosswohnung', 'immoscout24', 'apartment'],
  ['Einfamilienhaus', 'immoscout24', 'house'],
  ['Freistehendes Einfamilienhaus', 'immoscout24', 'house'],
  ['Doppelhaushälfte', 'immoscout24', 'semi_detached'],
  ['Doppelhaushaelfte', 'immoscout24', 'semi_detached'],
  ['Reihenhaus', 'immoscout24', 'townhouse'],
  ['Reihenendhaus', 'immoscout24', 'townhouse'],
  ['Grundstück', 'immoscout24', 'land'],
  ['Baugrundstück', 'immoscout24', 'land'],
  ['Mehrfamilienhaus', 'immoscout24', 'multi_family'],
  ['Zweifamilienhaus', 'immoscout24', 'multi_family'],
  ['Villa', 'immoscout24', 'house'],
  ['ApartmentBuy', 'immoscout24', 'apartment'],
  ['HouseBuy', 'immoscout24', 'house'],
  ['SEMIDETACHED_HOUSE', 'immoscout24', 'semi_detached'],
  ['MID_TERRACE_HOUSE', 'immoscout24', 'townhouse'],
  ['Tiefgaragenstellplatz', 'immoscout24', 'parking'],
  // SUUMO
  ['中古マンション', 'suumo', 'apartment'],
  ['新築マンション', 'suumo', 'apartment'],
  ['中古一戸建て', 'suumo', 'house'],
  ['新築一戸建て', 'suumo', 'house'],
  ['土地', 'suumo', 'land'],
  ['賃貸アパート', 'suumo', 'apartment'],
  ['テラスハウス', 'suumo', 'townhouse'],
  ['一棟売りマンション', 'suumo', 'multi_family'],
  ['店舗', 'suumo', 'commercial'],
  ['ｍａｎｓｉｏｎ', 'suumo', 'unknown'],
  // Unknown
  ['Spaceship', undefined, 'unknown'],
  ['', undefined, 'unknown'],
  ['   ', 'rightmove', 'unknown'],
];

describe('normalizePropertyType', () => {
  it.each(rows)('%s (%s) → %s', (term, platform, expected) => {
    expect(normalizePropertyType(term, platform)).toEqual({ property_type: expected, original: term });
  });

  it('always answers with a member of the vocabulary and the term unchanged', () => {
    for (const [term, platform] of rows) {
      const r = normalizePropertyType(` ${term} `, platform);
      expect(PROPERTY_TYPES).toContain(r.property_type);
      expect(r.original).toBe(` ${term} `);
    }
  });

  it('ignores case, accents, spaces, hyphens and underscores', () => {
    for (const term of ['semi detached', 'SEMI_DETACHED', 'Semi-detached', 'semidetached']) {
      expect(normalizePropertyType(term).property_type).toBe('semi_detached');
    }
  });
});
