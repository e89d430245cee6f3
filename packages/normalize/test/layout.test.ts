import { describe, expect, it } from 'vitest';
import { parseJapaneseLayout, parseRooms, type Rooms, type RoomsOptions } from '../src/index.js';

type Row = readonly [text: string, options: RoomsOptions | undefined, expected: Rooms];

const rows: readonly Row[] = [
  // SUUMO (JP): the number counts rooms besides L/D/K; L adds a room; S (納戸) counts for neither.
  ['3LDK', undefined, { bedrooms: 3, rooms: 4, layout: '3LDK' }],
  ['2LDK', undefined, { bedrooms: 2, rooms: 3, layout: '2LDK' }],
  ['1LDK', undefined, { bedrooms: 1, rooms: 2, layout: '1LDK' }],
  ['2K', undefined, { bedrooms: 2, rooms: 2, layout: '2K' }],
  ['1K', undefined, { bedrooms: 1, rooms: 1, layout: '1K' }],
  ['2DK', undefined, { bedrooms: 2, rooms: 2, layout: '2DK' }],
  ['1R', undefined, { bedrooms: 1, rooms: 1, layout: '1R' }],
  ['ワンルーム', undefined, { bedrooms: 1, rooms: 1, layout: '1R' }],
  ['2SLDK', undefined, { bedrooms: 2, rooms: 3, layout: '2SLDK' }],
  ['2LDK+S（納戸）', undefined, { bedrooms: 2, rooms: 3, layout: '2SLDK' }],
  ['3LDK+S', undefined, { bedrooms: 3, rooms: 4, layout: '3SLDK' }],
  ['4SLDK', undefined, { bedrooms: 4, rooms: 5, layout: '4SLDK' }],
  ['３ＬＤＫ', undefined, { bedrooms: 3, rooms: 4, layout: '3LDK' }],
  ['間取り 3LDK', undefined, { bedrooms: 3, rooms: 4, layout: '3LDK' }],
  ['3LDK 70.12m2', { country: 'JP' }, { bedrooms: 3, rooms: 4, layout: '3LDK' }],
  // France / Portugal (idealista PT)
  ['T3', undefined, { rooms: 3, layout: 'T3' }],
  ['T3', { country: 'FR' }, { rooms: 3, layout: 'T3' }],
  ['F2', { country: 'FR' }, { rooms: 2, layout: 'F2' }],
  ['T1', { country: 'FR' }, { rooms: 1, layout: 'T1' }],
  ['T3', { country: 'PT' }, { bedrooms: 3, layout: 'T3' }],
  ['T3+1', { country: 'PT' }, { bedrooms: 3, layout: 'T3+1' }],
  ['T0', { country: 'PT' }, { bedrooms: 0, layout: 'T0' }],
  ['Apartamento T2 em Lisboa', { country: 'PT' }, { bedrooms: 2, layout: 'T2' }],
  ['3 pièces', { country: 'FR' }, { rooms: 3 }],
  // ImmoScout24 (DE): Zimmer are rooms; bedrooms only when stated.
  ['4 Zimmer', undefined, { rooms: 4 }],
  ['1 Zimmer', undefined, { rooms: 1 }],
  ['3,5 Zimmer', undefined, { rooms: 3, layout: '3.5 Zimmer' }],
  ['3.5 Zimmer', undefined, { rooms: 3, layout: '3.5 Zimmer' }],
  ['3½ Zimmer', undefined, { rooms: 3, layout: '3.5 Zimmer' }],
  ['4-Zimmer-Wohnung', undefined, { rooms: 4 }],
  ['Zimmer: 3', undefined, { rooms: 3 }],
  ['2,5 Zi.', undefined, { rooms: 2, layout: '2.5 Zimmer' }],
  ['4 Zimmer, 2 Schlafzimmer, 1 Badezimmer', undefined, { rooms: 4, bedrooms: 2, bathrooms: 1 }],
  ['Badezimmer: 2', undefined, { bathrooms: 2 }],
  ['Einzimmerwohnung', undefined, { bedrooms: 0, rooms: 1 }],
  // Rightmove (GB) and Zillow (US)
  ['3 bed', undefined, { bedrooms: 3 }],
  ['3 bedroom semi-detached house for sale', undefined, { bedrooms: 3 }],
  ['Three bedroom flat', undefined, { bedrooms: 3 }],
  ['5 bedroom detached house', undefined, { bedrooms: 5 }],
  ['2 bed, 1 bath', undefined, { bedrooms: 2, bathrooms: 1 }],
  ['Studio', undefined, { bedrooms: 0, rooms: 1 }],
  ['Studio flat to rent', undefined, { bedrooms: 0, rooms: 1 }],
  ['Bedrooms: 4', undefined, { bedrooms: 4 }],
  ['3 bds 2 ba 1,200 sqft', undefined, { bedrooms: 3, bathrooms: 2 }],
  ['4 bd | 2.5 ba', undefined, { bedrooms: 4, bathrooms: 2.5 }],
  ['3 beds 2 baths', undefined, { bedrooms: 3, bathrooms: 2 }],
  ['2BR/1BA', undefined, { bedrooms: 2, bathrooms: 1 }],
  // idealista (ES): habitaciones are bedrooms.
  ['3 habitaciones', undefined, { bedrooms: 3 }],
  ['3 hab.', undefined, { bedrooms: 3 }],
  ['Piso en venta, 3 hab., 2 baños', undefined, { bedrooms: 3, bathrooms: 2 }],
  ['4 dormitorios', undefined, { bedrooms: 4 }],
  ['Estudio', undefined, { bedrooms: 0, rooms: 1 }],
  ['1 habitación', undefined, { bedrooms: 1 }],
  // Nothing to read
  ['', undefined, {}],
  ['hello', undefined, {}],
  ['Flat 2', undefined, {}],
  ['1 room', undefined, { rooms: 1 }],
];

describe('parseRooms', () => {
  it.each(rows)('%s (%o)', (text, options, expected) => {
    expect(parseRooms(text, options)).toEqual(expected);
  });

  it('returns only integers for bedrooms and rooms (the contract types)', () => {
    for (const [text, options] of rows) {
      const r = parseRooms(text, options);
      if (r.bedrooms !== undefined) expect(Number.isInteger(r.bedrooms)).toBe(true);
      if (r.rooms !== undefined) expect(Number.isInteger(r.rooms)).toBe(true);
    }
  });
});

describe('parseJapaneseLayout', () => {
  it.each([
    ['3LDK', { count: 3, service_room: false, living: true, dining: true, kitchen: true, layout: '3LDK' }],
    ['2SDK', { count: 2, service_room: true, living: false, dining: true, kitchen: true, layout: '2SDK' }],
    ['1K', { count: 1, service_room: false, living: false, dining: false, kitchen: true, layout: '1K' }],
    ['1R', { count: 1, service_room: false, living: false, dining: false, kitchen: false, layout: '1R' }],
    ['2LDK+S', { count: 2, service_room: true, living: true, dining: true, kitchen: true, layout: '2SLDK' }],
    ['2R', undefined],
    ['0LDK', undefined],
    ['4 Zimmer', undefined],
  ] as const)('%s', (text, expected) => {
    expect(parseJapaneseLayout(text)).toEqual(expected);
  });
});
