import { describe, expect, it } from 'vitest';
import { areaFromValue, implausiblePrice, implausibleValues, livingAreaSqm, parseArea, parsePrice, parseRooms, priceFromAmount, withoutImplausible, type PlausibilitySubject } from '../src/index.js';

/** A listing as a collector reads it, from the page's own words through the normalisers. */
function listing(parts: Partial<PlausibilitySubject> & { property?: PlausibilitySubject['property'] }): PlausibilitySubject {
  return { country: 'GB', transaction: 'sale', property: {}, ...parts };
}

describe('plausibility: the real cases of issue 31', () => {
  it('a "1 sq. ft." living area on a £9.57M house: the area is withheld, its words kept, the price stands', () => {
    const area = parseArea('1 sq. ft.', { country: 'GB' });
    const price = parsePrice('£9,570,000', { country: 'GB' });
    const house = listing({ price, property: { property_type: 'house', bedrooms: 6, areas: area ? [area] : [] } });
    expect(implausibleValues(house)).toEqual([{ field: 'property.areas.living', rule: 'floor_area_minimum', value: 0.09 }]);
    const out = withoutImplausible(house);
    expect(out.property.areas).toEqual([{ value: 1, unit: 'sqft', basis: 'living', original_text: '1 sq. ft.' }]);
    expect(livingAreaSqm(out.property.areas)).toBeUndefined();
    expect(out.price).toEqual({ amount: '9570000', currency: 'GBP', kind: 'asking', display_text: '£9,570,000' });
    expect(out.property.bedrooms).toBe(6);
    expect(out.field_status).toEqual({ 'property.areas.living': 'implausible' });
    expect(out.extensions).toEqual({ implausible: { 'property.areas.living': { rule: 'floor_area_minimum', value: 0.09 } } });
  });

  it('a SUUMO room whose layout gives 11 bedrooms in 25 m²: the counts are withheld, the layout and area stay', () => {
    const rooms = parseRooms('11LDK');
    const area = parseArea('25m²');
    const room = listing({
      country: 'JP',
      transaction: 'rent',
      price: { ...priceFromAmount(68_000, 'JPY', { kind: 'asking' }), period: 'month', display_text: '6.8万円' },
      property: { property_type: 'apartment', ...rooms, areas: area ? [area] : [] },
    });
    expect(implausibleValues(room)).toEqual([
      { field: 'property.bedrooms', rule: 'rooms_for_area', value: 11 },
      { field: 'property.rooms', rule: 'rooms_for_area', value: 12 },
    ]);
    const out = withoutImplausible(room) as PlausibilitySubject & { property: { layout?: string } };
    expect(out.property.bedrooms).toBeUndefined();
    expect(out.property.rooms).toBeUndefined();
    expect(out.property.layout).toBe('11LDK');
    expect(livingAreaSqm(out.property.areas)).toBe(25);
    expect(out.price?.amount).toBe('68000');
    expect(out.field_status).toEqual({ 'property.bedrooms': 'implausible', 'property.rooms': 'implausible' });
  });

  it('a "$0+" community card: no amount, the words "$0+" kept', () => {
    // Zillow's card carries `unformattedPrice: 0` beside "$0+"; priceFromAmount keeps no amount of 0.
    const card = listing({ country: 'US', price: priceFromAmount(0, 'USD', { kind: 'asking', display_text: '$0+' }), property: { property_type: 'house' } });
    expect(card.price).toEqual({ currency: 'USD', kind: 'unknown', display_text: '$0+' });
    expect(implausibleValues(card)).toEqual([{ field: 'price', rule: 'zero_price', value: '$0+' }]);
    const out = withoutImplausible(card);
    expect(out.price).toEqual({ currency: 'USD', kind: 'unknown', display_text: '$0+' });
    expect(out.field_status).toEqual({ price: 'implausible' });
    expect(out.extensions).toEqual({ implausible: { price: { rule: 'zero_price', value: '$0+' } } });
    // The same card read as an amount of 0 is the same finding.
    expect(implausibleValues(listing({ country: 'US', price: { amount: '0', currency: 'USD', kind: 'asking', display_text: '$0+' } }))).toEqual([{ field: 'price', rule: 'zero_price', value: '0' }]);
  });
});

describe('plausibility: the rules', () => {
  const flat = (price: number, sqm: number, bedrooms = 2, country = 'GB', currency = 'GBP') =>
    listing({ country, price: priceFromAmount(price, currency, { kind: 'asking' }), property: { property_type: 'apartment', bedrooms, areas: [areaFromValue(sqm, 'sqm', 'living')!] } });

  it('leaves ordinary homes of every market alone, and returns the same object', () => {
    const homes = [
      flat(450_000, 70), flat(85_000, 62, 2), flat(35_000_000, 1400, 7),
      flat(550_000, 90, 3, 'US', 'USD'), flat(12_000, 110, 3, 'US', 'USD'), flat(210_000_000, 1500, 6, 'US', 'USD'),
      flat(15_000, 140, 3, 'ES', 'EUR'), flat(280_000, 80, 2, 'DE', 'EUR'),
      flat(1_000_000, 100, 4, 'JP', 'JPY'), flat(45_000_000, 70, 2, 'JP', 'JPY'), flat(400_000_000, 120, 2, 'JP', 'JPY'),
      flat(250_000, 9, 0), // a London micro-studio
    ];
    for (const home of homes) {
      expect(implausibleValues(home), JSON.stringify(home.price)).toEqual([]);
      expect(withoutImplausible(home)).toBe(home);
    }
  });

  it('zero_price: an amount or a range start of 0, not an opening bid', () => {
    expect(implausibleValues(listing({ price: { min: '0', max: '500000', currency: 'GBP', kind: 'range' } }))).toEqual([{ field: 'price', rule: 'zero_price', value: '0' }]);
    expect(implausibleValues(listing({ price: { amount: '0', currency: 'GBP', kind: 'bid' } }))).toEqual([]);
    expect(implausibleValues(listing({ price: { currency: 'GBP', kind: 'on_request', display_text: 'POA' } }))).toEqual([]);
    for (const words of ['£0', '0 €', '0円', '0万円', '$0.00']) expect(implausibleValues(listing({ price: { currency: 'GBP', kind: 'unknown', display_text: words } })), words).toHaveLength(1);
    for (const words of ['£10', '£100,000', '1.200.000 €', '3,980万円', 'Price on application', '0% deposit']) {
      expect(implausibleValues(listing({ price: { currency: 'GBP', kind: 'unknown', display_text: words } })), words).toEqual([]);
    }
  });

  it('price_minimum: a home for sale under 1,000 (¥10,000) without an area to judge it by; not a plot, a rent or another currency', () => {
    const card = (amount: number, parts: Partial<PlausibilitySubject> = {}) => listing({ price: priceFromAmount(amount, 'GBP', { kind: 'asking' }), property: { property_type: 'house', bedrooms: 3 }, ...parts });
    expect(implausibleValues(card(450))).toEqual([{ field: 'price', rule: 'price_minimum', value: '450' }]);
    expect(implausibleValues(card(1_000))).toEqual([]);
    expect(implausibleValues(card(450, { property: { property_type: 'land' } }))).toEqual([]);
    expect(implausibleValues(card(450, { transaction: 'rent' }))).toEqual([]);
    expect(implausibleValues(card(450, { country: 'US' }))).toEqual([]);
    expect(implausibleValues(listing({ country: 'JP', price: priceFromAmount(5_000, 'JPY', { kind: 'asking' }), property: { property_type: 'house' } }))).toEqual([{ field: 'price', rule: 'price_minimum', value: '5000' }]);
  });

  it('floor_area_minimum: per property type; plots, balconies and land are not floor areas', () => {
    const area = (sqm: number, basis: 'living' | 'plot' | 'balcony' | 'total' = 'living') => ({ value: sqm, unit: 'sqm', basis, normalized_sqm: sqm });
    expect(implausibleValues(listing({ property: { property_type: 'apartment', areas: [area(3.5)] } }))).toHaveLength(1);
    expect(implausibleValues(listing({ property: { property_type: 'apartment', areas: [area(0, 'total')] } }))).toEqual([{ field: 'property.areas.total', rule: 'floor_area_minimum', value: 0 }]);
    expect(implausibleValues(listing({ property: { property_type: 'parking', areas: [area(3.5)] } }))).toEqual([]);
    expect(implausibleValues(listing({ property: { property_type: 'land', areas: [area(0.5)] } }))).toEqual([]);
    expect(implausibleValues(listing({ property: { property_type: 'house', areas: [area(80), area(2, 'balcony'), area(1, 'plot')] } }))).toEqual([]);
  });

  it('a withheld living area leaves no floor area for the later rules, as searches see it', () => {
    const house = listing({
      price: priceFromAmount(900_000, 'GBP', { kind: 'asking' }),
      property: { property_type: 'house', bedrooms: 9, areas: [{ value: 1, unit: 'sqft', basis: 'living', normalized_sqm: 0.09 }, { value: 20, unit: 'sqm', basis: 'total', normalized_sqm: 20 }] },
    });
    expect(implausibleValues(house).map((f) => f.rule)).toEqual(['floor_area_minimum']);
  });

  it('rooms_for_area: fewer than 4 m² a room; a studio or one room is never judged', () => {
    expect(implausibleValues(flat(300_000, 30, 8)).map((f) => f.field)).toEqual(['property.bedrooms']);
    expect(implausibleValues(flat(300_000, 30, 7))).toEqual([]);
    expect(implausibleValues(listing({ property: { property_type: 'apartment', rooms: 9, areas: [areaFromValue(30, 'sqm', 'living')!] } }))).toEqual([{ field: 'property.rooms', rule: 'rooms_for_area', value: 9 }]);
  });

  it('price_per_sqm: a price typed in thousands blames the price, a lost area digit the area', () => {
    expect(implausibleValues(flat(2_500, 70))).toEqual([{ field: 'price', rule: 'price_per_sqm', value: '2500' }]);
    expect(implausibleValues(flat(450_000_000, 70, 2))).toEqual([{ field: 'price', rule: 'price_per_sqm', value: '450000000' }]);
    // £9.57M for 30 m² of a six-bedroom house: the area lost a digit, and the bedrooms are not blamed for it.
    expect(implausibleValues(flat(9_570_000, 30, 6))).toEqual([{ field: 'property.areas.living', rule: 'price_per_sqm', value: 30 }]);
    expect(implausibleValues(flat(9_570_000, 9.29, 6))).toEqual([{ field: 'property.areas.living', rule: 'price_per_sqm', value: 9.29 }]);
    // 7,000 m² for a one-bedroom flat at £300,000: the area gained digits.
    expect(implausibleValues(flat(300_000, 7000, 1))).toEqual([{ field: 'property.areas.living', rule: 'price_per_sqm', value: 7000 }]);
  });

  it('price_per_sqm judges rents per month, and nothing it has no bounds or currency for', () => {
    const rent = (amount: number, period: string | undefined, country = 'GB', currency = 'GBP') =>
      listing({ country, transaction: 'rent', price: { ...priceFromAmount(amount, currency, { kind: 'asking' }), ...(period ? { period } : {}) }, property: { property_type: 'apartment', bedrooms: 1, areas: [areaFromValue(50, 'sqm', 'living')!] } });
    expect(implausibleValues(rent(1_500, 'month'))).toEqual([]);
    expect(implausibleValues(rent(400, 'week'))).toEqual([]);
    expect(implausibleValues(rent(40, 'month'))).toEqual([{ field: 'price', rule: 'price_per_sqm', value: '40' }]);
    expect(implausibleValues(rent(20, undefined))).toEqual([]);
    expect(implausibleValues(rent(20, 'night'))).toEqual([]);
    expect(implausibleValues(rent(20, 'month', 'FR', 'EUR'))).toEqual([]);
    // A Spanish home priced in pounds on rightmove overseas: the bounds are in euros.
    expect(implausibleValues(flat(2_500, 70, 2, 'ES', 'GBP'))).toEqual([]);
  });

  it('keeps earlier statuses and notes, and a second pass changes nothing', () => {
    const card = listing({ price: { amount: '0', currency: 'GBP', kind: 'asking' }, field_status: { agent: 'not_disclosed' }, extensions: { tenure: 'freehold' } });
    const once = withoutImplausible(card);
    expect(once.field_status).toEqual({ agent: 'not_disclosed', price: 'implausible' });
    expect(once.extensions).toEqual({ tenure: 'freehold', implausible: { price: { rule: 'zero_price', value: '0' } } });
    expect(withoutImplausible(once)).toBe(once);
    expect(card.price?.amount).toBe('0');
  });
});

describe('plausibility: a rent per month, the price history and a unit\'s price on their own', () => {
  const gbp = (amount: number, period?: string) => ({ ...priceFromAmount(amount, 'GBP', { kind: 'asking' }), ...(period ? { period } : {}) });

  it('price_minimum per transaction: a rent under 30 a month (¥3,000), a weekly rent put on a month', () => {
    const rent = (price: ReturnType<typeof gbp>, country = 'GB') => listing({ country, transaction: 'rent', price, property: { property_type: 'apartment', bedrooms: 1 } });
    expect(implausibleValues(rent(gbp(20, 'month')))).toEqual([{ field: 'price', rule: 'price_minimum', value: '20' }]);
    expect(implausibleValues(rent(gbp(30, 'month')))).toEqual([]);
    expect(implausibleValues(rent(gbp(5, 'week')))).toEqual([{ field: 'price', rule: 'price_minimum', value: '5' }]);
    expect(implausibleValues(rent(gbp(75, 'week')))).toEqual([]);
    // A rent without its period is not put on a month, so not judged.
    expect(implausibleValues(rent(gbp(20)))).toEqual([]);
    expect(implausibleValues(rent({ ...priceFromAmount(2_000, 'JPY', { kind: 'asking' }), period: 'month' }, 'JP'))).toEqual([{ field: 'price', rule: 'price_minimum', value: '2000' }]);
    expect(implausibleValues(listing({ transaction: 'auction', price: gbp(5) }))).toEqual([]);
  });

  it('judges each point of the price history as the listing\'s price, against the area still standing', () => {
    const house = (history: Array<ReturnType<typeof gbp>>) =>
      listing({
        price: gbp(450_000),
        price_history: history.map((price, i) => ({ event_at: `2024-0${i + 1}-01`, price })),
        property: { property_type: 'house', bedrooms: 3, areas: [areaFromValue(100, 'sqm', 'living')!] },
      });
    const sound = house([gbp(470_000), gbp(450_000)]);
    expect(implausibleValues(sound)).toEqual([]);
    expect(withoutImplausible(sound)).toBe(sound);
    // "£470" for £470,000 in the history; the current price is right.
    const typo = house([gbp(470), gbp(450_000)]);
    expect(implausibleValues(typo)).toEqual([{ field: 'price_history.0.price', rule: 'price_minimum', value: '470' }]);
    const held = withoutImplausible(typo);
    expect(held.price?.amount).toBe('450000');
    expect(held.price_history?.[0]?.price).toEqual({ currency: 'GBP', kind: 'asking', display_text: '470' });
    expect(held.price_history?.[1]).toBe(typo.price_history?.[1]);
    expect(held.field_status).toEqual({ 'price_history.0.price': 'implausible' });
    expect(held.extensions).toEqual({ implausible: { 'price_history.0.price': { rule: 'price_minimum', value: '470' } } });
    // £45M for a 100 m² house is out of every market's bounds; a 0 states nothing but a placeholder.
    expect(implausibleValues(house([gbp(45_000_000), gbp(450_000)]))).toEqual([{ field: 'price_history.0.price', rule: 'price_per_sqm', value: '45000000' }]);
    expect(implausibleValues(house([{ currency: 'GBP', kind: 'unknown', display_text: '£0' }]))).toEqual([{ field: 'price_history.0.price', rule: 'zero_price', value: '£0' }]);
  });

  it('a history point of a monthly rent takes the listing\'s period when it states none', () => {
    const flat = listing({
      transaction: 'rent',
      price: gbp(1_500, 'month'),
      price_history: [{ price: gbp(2) }, { price: gbp(1_450) }],
      property: { property_type: 'apartment', bedrooms: 2, areas: [areaFromValue(60, 'sqm', 'living')!] },
    });
    expect(implausibleValues(flat)).toEqual([{ field: 'price_history.0.price', rule: 'price_minimum', value: '2' }]);
  });

  it('a unit\'s price whose transaction the page does not say is implausible only under both readings', () => {
    const unit = (amount: number) => ({ country: 'US', transaction: 'either', property_type: 'condo', price: priceFromAmount(amount, 'USD', { kind: 'asking' }) });
    expect(implausiblePrice(unit(0))).toEqual({ rule: 'zero_price', value: '0' });
    expect(implausiblePrice(unit(12))).toEqual({ rule: 'price_minimum', value: '12' });
    // $450 could be a month's rent of a condo or a sale typed in thousands: not judged.
    expect(implausiblePrice(unit(450))).toBeUndefined();
    expect(implausiblePrice(unit(450), 70)).toBeUndefined();
    // $450 for 0.5 m²... is the area's fault, not judged here; $60 for 80 m² is neither a rent nor a sale.
    expect(implausiblePrice(unit(60), 80)).toEqual({ rule: 'price_per_sqm', value: '60' });
    expect(implausiblePrice({ ...unit(950), transaction: 'sale' })).toEqual({ rule: 'price_minimum', value: '950' });
    expect(implausiblePrice({ ...unit(950), transaction: 'rent', period: 'month' })).toBeUndefined();
    expect(implausiblePrice({ ...unit(250_000), transaction: 'sale' }, 80)).toBeUndefined();
    // A floor plan whose area is itself wrong (1 sq ft, or 12 m² for 3 bedrooms) blames no unit's price.
    expect(implausiblePrice({ ...unit(250_000), transaction: 'sale' }, 0.09)).toBeUndefined();
    expect(implausiblePrice({ ...unit(4_000_000), transaction: 'sale' }, 12, 3)).toBeUndefined();
    expect(implausiblePrice({ ...unit(4_000_000), transaction: 'sale' }, 12)).toEqual({ rule: 'price_per_sqm', value: '4000000' });
  });
});
