import type { CountryProfile, TypeSpec } from '../profile.js';

const types: readonly TypeSpec[] = [
  { type: 'apartment', subtype: 'flat', weight: 30, denseWeight: 55, areaMedian: 62, areaSigma: 0.28, priceFactor: 1.05, house: false },
  { type: 'apartment', subtype: 'maisonette', weight: 3, denseWeight: 6, areaMedian: 80, areaSigma: 0.22, priceFactor: 1, house: false },
  { type: 'apartment', subtype: 'studio', weight: 2, denseWeight: 4, areaMedian: 30, areaSigma: 0.15, priceFactor: 1.1, house: false },
  { type: 'apartment', subtype: 'penthouse', weight: 0.5, denseWeight: 2, areaMedian: 120, areaSigma: 0.3, priceFactor: 1.5, house: false },
  { type: 'townhouse', subtype: 'terraced', weight: 24, denseWeight: 20, areaMedian: 85, areaSigma: 0.22, priceFactor: 1, plot: [60, 200], house: true },
  { type: 'townhouse', subtype: 'end_of_terrace', weight: 6, denseWeight: 4, areaMedian: 90, areaSigma: 0.22, priceFactor: 1, plot: [80, 250], house: true },
  { type: 'semi_detached', subtype: 'semi_detached', weight: 21, denseWeight: 6, areaMedian: 98, areaSigma: 0.22, priceFactor: 0.98, plot: [150, 400], house: true },
  { type: 'house', subtype: 'detached', weight: 11, denseWeight: 3, areaMedian: 150, areaSigma: 0.3, priceFactor: 1, plot: [300, 1200], house: true },
  { type: 'house', subtype: 'bungalow', weight: 3, denseWeight: 0.5, areaMedian: 85, areaSigma: 0.2, priceFactor: 0.95, plot: [250, 700], house: true },
];

const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, v));
// Royal Mail leaves these letters out of inward codes.
const INWARD_LETTERS = 'ABDEFGHJLNPQRSTUWXYZ';

export const GB: CountryProfile = {
  country: 'GB',
  currency: 'GBP',
  weight: 20,
  types,
  cities: [
    {
      name: 'London', region: 'Greater London', lat: 51.5074, lon: -0.1278, pricePerSqm: 7_600, weight: 26, dense: true, phonePrefix: '020 7946',
      districts: [
        { name: 'Clapham', lat: 51.462, lon: -0.138, postcodes: ['SW4'], priceFactor: 1.05 },
        { name: 'Islington', lat: 51.5362, lon: -0.1033, postcodes: ['N1', 'N7'], priceFactor: 1.15 },
        { name: 'Hackney', lat: 51.545, lon: -0.0553, postcodes: ['E8', 'E9'], priceFactor: 0.95 },
        { name: 'Peckham', lat: 51.474, lon: -0.069, postcodes: ['SE15'], priceFactor: 0.8 },
        { name: 'Hampstead', lat: 51.556, lon: -0.178, postcodes: ['NW3'], priceFactor: 1.6 },
        { name: "Shepherd's Bush", lat: 51.5046, lon: -0.2187, postcodes: ['W12'], priceFactor: 0.9 },
        { name: 'Battersea', lat: 51.47, lon: -0.162, postcodes: ['SW11'], priceFactor: 1.1 },
      ],
      streets: ['Abbeville Road', 'Upper Street', 'Mare Street', 'Rye Lane', 'Flask Walk', 'Askew Road', 'Northcote Road', 'Liverpool Road', 'Elms Road', 'Bellenden Road', 'Downs Park Road', 'Lavender Hill'],
    },
    {
      name: 'Manchester', region: 'Greater Manchester', lat: 53.4808, lon: -2.2426, pricePerSqm: 3_200, weight: 14, phonePrefix: '0161 496',
      districts: [
        { name: 'Didsbury', lat: 53.4167, lon: -2.231, postcodes: ['M20'], priceFactor: 1.25 },
        { name: 'Chorlton', lat: 53.442, lon: -2.277, postcodes: ['M21'], priceFactor: 1.15 },
        { name: 'Ancoats', lat: 53.484, lon: -2.226, postcodes: ['M4'], priceFactor: 1.05 },
        { name: 'Fallowfield', lat: 53.443, lon: -2.22, postcodes: ['M14'], priceFactor: 0.85 },
        { name: 'Castlefield', lat: 53.476, lon: -2.256, postcodes: ['M3', 'M15'], priceFactor: 1.1 },
      ],
      streets: ['Wilmslow Road', 'Barlow Moor Road', 'Beech Road', 'Great Ancoats Street', 'Lapwing Lane', 'Burton Road', 'Ladybarn Lane', 'Liverpool Road', 'Egerton Road', 'Mauldeth Road'],
    },
    {
      name: 'Birmingham', region: 'West Midlands', lat: 52.4862, lon: -1.8904, pricePerSqm: 2_750, weight: 13, phonePrefix: '0121 496',
      districts: [
        { name: 'Moseley', lat: 52.446, lon: -1.888, postcodes: ['B13'], priceFactor: 1.15 },
        { name: 'Edgbaston', lat: 52.46, lon: -1.93, postcodes: ['B15'], priceFactor: 1.25 },
        { name: 'Harborne', lat: 52.46, lon: -1.953, postcodes: ['B17'], priceFactor: 1.2 },
        { name: 'Jewellery Quarter', lat: 52.489, lon: -1.912, postcodes: ['B18', 'B3'], priceFactor: 1.05 },
        { name: 'Kings Heath', lat: 52.433, lon: -1.893, postcodes: ['B14'], priceFactor: 0.9 },
      ],
      streets: ['Alcester Road', 'Harborne Road', 'High Street', 'Vyse Street', 'Valentine Road', 'Wake Green Road', 'Court Oak Road', 'Frederick Street', 'Vicarage Road', 'Woodbridge Road'],
    },
    {
      name: 'Bristol', region: 'Bristol', lat: 51.4545, lon: -2.5879, pricePerSqm: 4_100, weight: 12, phonePrefix: '0117 496',
      districts: [
        { name: 'Clifton', lat: 51.456, lon: -2.62, postcodes: ['BS8'], priceFactor: 1.3 },
        { name: 'Redland', lat: 51.47, lon: -2.604, postcodes: ['BS6'], priceFactor: 1.2 },
        { name: 'Bedminster', lat: 51.44, lon: -2.6, postcodes: ['BS3'], priceFactor: 0.9 },
        { name: 'Southville', lat: 51.445, lon: -2.602, postcodes: ['BS3'] },
        { name: 'Bishopston', lat: 51.48, lon: -2.59, postcodes: ['BS7'], priceFactor: 1.05 },
      ],
      streets: ['Whiteladies Road', 'Gloucester Road', 'North Street', 'Cotham Hill', 'Coronation Road', 'Chandos Road', 'Zetland Road', 'Hotwell Road', 'Raleigh Road', 'Sefton Park Road'],
    },
    {
      name: 'Leeds', region: 'West Yorkshire', lat: 53.8008, lon: -1.5491, pricePerSqm: 2_700, weight: 11, phonePrefix: '0113 496',
      districts: [
        { name: 'Headingley', lat: 53.819, lon: -1.577, postcodes: ['LS6'], priceFactor: 1.05 },
        { name: 'Chapel Allerton', lat: 53.829, lon: -1.538, postcodes: ['LS7'], priceFactor: 1.15 },
        { name: 'Roundhay', lat: 53.839, lon: -1.496, postcodes: ['LS8'], priceFactor: 1.25 },
        { name: 'Horsforth', lat: 53.841, lon: -1.638, postcodes: ['LS18'], priceFactor: 1.2 },
        { name: 'Kirkstall', lat: 53.816, lon: -1.603, postcodes: ['LS5'], priceFactor: 0.85 },
      ],
      streets: ['Otley Road', 'Harrogate Road', 'Street Lane', 'Town Street', 'Kirkstall Lane', 'Cardigan Road', 'Wetherby Road', 'Stainbeck Lane', 'Broadway', 'Becketts Park Drive'],
    },
    {
      name: 'Edinburgh', region: 'City of Edinburgh', lat: 55.9533, lon: -3.1883, pricePerSqm: 3_700, weight: 12, dense: true, phonePrefix: '0131 496',
      districts: [
        { name: 'Leith', lat: 55.975, lon: -3.172, postcodes: ['EH6'], priceFactor: 0.9 },
        { name: 'Marchmont', lat: 55.937, lon: -3.193, postcodes: ['EH9'], priceFactor: 1.15 },
        { name: 'Stockbridge', lat: 55.958, lon: -3.208, postcodes: ['EH3', 'EH4'], priceFactor: 1.3 },
        { name: 'Morningside', lat: 55.928, lon: -3.21, postcodes: ['EH10'], priceFactor: 1.25 },
        { name: 'Portobello', lat: 55.953, lon: -3.114, postcodes: ['EH15'], priceFactor: 1 },
      ],
      streets: ['Leith Walk', 'Marchmont Road', 'Raeburn Place', 'Morningside Road', 'Portobello High Street', 'Great King Street', 'Bruntsfield Place', 'Constitution Street', 'Comely Bank Avenue', 'Warrender Park Road'],
    },
    {
      name: 'Glasgow', region: 'Glasgow City', lat: 55.8642, lon: -4.2518, pricePerSqm: 2_400, weight: 12, dense: true, phonePrefix: '0141 496',
      districts: [
        { name: 'West End', lat: 55.875, lon: -4.293, postcodes: ['G12', 'G11'], priceFactor: 1.3 },
        { name: 'Shawlands', lat: 55.829, lon: -4.292, postcodes: ['G41', 'G43'], priceFactor: 0.95 },
        { name: 'Dennistoun', lat: 55.861, lon: -4.212, postcodes: ['G31'], priceFactor: 0.8 },
        { name: 'Finnieston', lat: 55.865, lon: -4.283, postcodes: ['G3'], priceFactor: 1.1 },
        { name: 'Hyndland', lat: 55.8795, lon: -4.3125, postcodes: ['G12'], priceFactor: 1.35 },
      ],
      streets: ['Byres Road', 'Kilmarnock Road', 'Duke Street', 'Argyle Street', 'Great Western Road', 'Hyndland Road', 'Pollokshaws Road', 'Alexandra Parade', 'Dumbarton Road', 'Highburgh Road'],
    },
  ],
  features: [
    ['garden', 0.12, 0.85], ['parking', 0.3, 0.6], ['garage', 0.02, 0.3], ['balcony', 0.3, 0], ['lift', 0.35, 0], ['fireplace', 0.1, 0.35],
    ['cellar', 0.02, 0.15], ['renovated', 0.2, 0.2], ['south_facing', 0.1, 0.2], ['concierge', 0.08, 0], ['underfloor_heating', 0.08, 0.1],
  ],
  postalCode: (rng, d) => `${rng.pick(d.postcodes)} ${rng.int(1, 9)}${INWARD_LETTERS[rng.int(0, INWARD_LETTERS.length - 1)] ?? 'A'}${INWARD_LETTERS[rng.int(0, INWARD_LETTERS.length - 1)] ?? 'B'}`,
  streetAddress: (rng, street) => `${rng.int(1, 220)} ${street}`,
  unit: (rng, floor) => (floor <= 0 ? rng.pick(['Ground Floor Flat', 'Flat A', 'Flat 1']) : rng.pick([`Flat ${rng.int(1, 40)}`, `Flat ${String.fromCharCode(65 + Math.min(floor, 7))}`, `Apartment ${floor}${rng.int(1, 9)}`])),
  rooms(rng, area, spec) {
    if (spec.subtype === 'studio') return { bedrooms: 0, bathrooms: 1 };
    if (!spec.house) {
      const bedrooms = clamp(Math.round(area / 30 + rng.normal() * 0.3), 1, 4);
      return { bedrooms, bathrooms: bedrooms >= 3 && rng.chance(0.6) ? 2 : 1 };
    }
    const bedrooms = clamp(Math.round(area / 30 + rng.normal() * 0.4), 2, 6);
    return { bedrooms, bathrooms: clamp(Math.round(bedrooms / 2 + rng.normal() * 0.3), 1, 4) };
  },
  yearBuilt(rng, spec) {
    // Rightmove seldom states an age; most GB listings leave it out.
    if (rng.chance(0.55)) return undefined;
    if (spec.subtype === 'terraced' || spec.subtype === 'end_of_terrace') return rng.chance(0.6) ? rng.int(1860, 1914) : rng.int(1919, 2020);
    if (spec.subtype === 'semi_detached') return rng.chance(0.6) ? rng.int(1920, 1939) : rng.int(1950, 2020);
    return rng.chance(0.3) ? rng.int(1880, 1939) : rng.int(1960, 2024);
  },
  roundPrice(price, rng) {
    const step = price >= 1_000_000 ? 25_000 : price >= 250_000 ? 5_000 : 2_500;
    const rounded = Math.max(step, Math.round(price / step) * step);
    // £425,000 or £424,950 (just under a stamp-duty or search band).
    return rng.chance(0.2) ? rounded - 50 : rounded;
  },
  firstNames: ['Oliver', 'Amelia', 'Harry', 'Isla', 'George', 'Sophie', 'Jack', 'Emily', 'Charlotte', 'Thomas', 'Hannah', 'James', 'Priya', 'Mohammed', 'Eleanor', 'Callum', 'Fiona', 'Rhys'],
  lastNames: ['Smith', 'Jones', 'Taylor', 'Brown', 'Williams', 'Wilson', 'Evans', 'Thomas', 'Roberts', 'Walker', 'Wright', 'Hughes', 'Patel', 'Khan', 'Murray', 'Campbell', 'Fraser', 'Clarke'],
  personName: (rng) => `${rng.pick(GB.firstNames)} ${rng.pick(GB.lastNames)}`,
  agencyNames: ['{S} & {T}', '{S} Estate Agents', '{C} Homes', 'Hamlet & Hart', 'Kingsley Residential', 'Oakwood Property', 'Marlowe & Co', '{S} Residential', 'Parkside Lettings & Sales', '{S} Property Group'],
  tld: 'co.uk',
  // Ofcom's numbers reserved for drama: realistic, and nobody's real line.
  phone: (rng, city) => `${city.phonePrefix} ${rng.int(0, 0)}${rng.digits(3)}`,
};
