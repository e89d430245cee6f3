import type { CountryProfile, TypeSpec } from '../profile.js';

const types: readonly TypeSpec[] = [
  { type: 'house', subtype: 'single_family', weight: 58, denseWeight: 18, areaMedian: 175, areaSigma: 0.32, priceFactor: 0.95, plot: [350, 1600], house: true },
  { type: 'condo', subtype: 'condo', weight: 22, denseWeight: 52, areaMedian: 95, areaSigma: 0.35, priceFactor: 1.05, house: false },
  { type: 'townhouse', subtype: 'townhouse', weight: 12, denseWeight: 14, areaMedian: 145, areaSigma: 0.25, priceFactor: 0.95, plot: [120, 300], house: true },
  { type: 'co_op', subtype: 'co_op', weight: 0, denseWeight: 8, areaMedian: 85, areaSigma: 0.35, priceFactor: 0.8, house: false },
  { type: 'multi_family', subtype: 'multi_family', weight: 5, denseWeight: 8, areaMedian: 230, areaSigma: 0.3, priceFactor: 0.8, plot: [250, 800], house: true },
  { type: 'manufactured', subtype: 'manufactured', weight: 3, denseWeight: 0, areaMedian: 110, areaSigma: 0.2, priceFactor: 0.35, plot: [300, 1200], house: true },
];

const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, v));

export const US: CountryProfile = {
  country: 'US',
  currency: 'USD',
  weight: 30,
  types,
  cities: [
    {
      name: 'New York', region: 'NY', lat: 40.7831, lon: -73.9712, pricePerSqm: 15_000, weight: 10, dense: true, phonePrefix: '212',
      districts: [
        { name: 'Upper West Side', lat: 40.787, lon: -73.9754, postcodes: ['10023', '10024', '10025'] },
        { name: 'Chelsea', lat: 40.7465, lon: -74.0014, postcodes: ['10001', '10011'], priceFactor: 1.15 },
        { name: 'Harlem', lat: 40.8116, lon: -73.9465, postcodes: ['10026', '10027', '10030'], priceFactor: 0.65 },
        { name: 'Upper East Side', lat: 40.7736, lon: -73.9566, postcodes: ['10021', '10028', '10075'], priceFactor: 1.1 },
        { name: 'Lower East Side', lat: 40.715, lon: -73.9843, postcodes: ['10002'], priceFactor: 0.95 },
      ],
      streets: ['W 86th St', 'Riverside Dr', 'Amsterdam Ave', 'W 22nd St', '8th Ave', 'Lenox Ave', 'E 79th St', 'Park Ave', 'Orchard St', 'Delancey St', 'W 110th St', 'Columbus Ave'],
    },
    {
      name: 'Brooklyn', region: 'NY', lat: 40.6782, lon: -73.9442, pricePerSqm: 9_500, weight: 8, dense: true, phonePrefix: '718',
      districts: [
        { name: 'Park Slope', lat: 40.671, lon: -73.9814, postcodes: ['11215', '11217'], priceFactor: 1.2 },
        { name: 'Williamsburg', lat: 40.7081, lon: -73.9571, postcodes: ['11211', '11249'], priceFactor: 1.15 },
        { name: 'Bedford-Stuyvesant', lat: 40.6872, lon: -73.9418, postcodes: ['11216', '11221', '11233'], priceFactor: 0.8 },
        { name: 'Bay Ridge', lat: 40.6264, lon: -74.0299, postcodes: ['11209'], priceFactor: 0.75 },
      ],
      streets: ['7th Ave', 'Berry St', 'Bedford Ave', 'Union St', 'Halsey St', 'Prospect Pl', 'Bergen St', 'Shore Rd', 'Kent Ave', 'Marcy Ave'],
    },
    {
      name: 'Los Angeles', region: 'CA', lat: 34.0522, lon: -118.2437, pricePerSqm: 8_600, weight: 10, phonePrefix: '323',
      districts: [
        { name: 'Silver Lake', lat: 34.0869, lon: -118.2702, postcodes: ['90026', '90039'], priceFactor: 1.1 },
        { name: 'Venice', lat: 33.985, lon: -118.4695, postcodes: ['90291'], priceFactor: 1.5 },
        { name: 'Echo Park', lat: 34.0782, lon: -118.2606, postcodes: ['90026'] },
        { name: 'Sherman Oaks', lat: 34.1508, lon: -118.449, postcodes: ['91403', '91423'], priceFactor: 0.9 },
        { name: 'Eagle Rock', lat: 34.1392, lon: -118.2126, postcodes: ['90041'], priceFactor: 0.85 },
      ],
      streets: ['Sunset Blvd', 'Silver Lake Blvd', 'Abbot Kinney Blvd', 'Echo Park Ave', 'Ventura Blvd', 'Colorado Blvd', 'Hyperion Ave', 'Rose Ave', 'Valleyheart Dr', 'Figueroa St'],
    },
    {
      name: 'Chicago', region: 'IL', lat: 41.8781, lon: -87.6298, pricePerSqm: 3_500, weight: 9, dense: true, phonePrefix: '312',
      districts: [
        { name: 'Lincoln Park', lat: 41.9214, lon: -87.6513, postcodes: ['60614'], priceFactor: 1.35 },
        { name: 'Wicker Park', lat: 41.9088, lon: -87.6796, postcodes: ['60622'], priceFactor: 1.15 },
        { name: 'Hyde Park', lat: 41.7943, lon: -87.5907, postcodes: ['60615', '60637'], priceFactor: 0.75 },
        { name: 'Logan Square', lat: 41.9231, lon: -87.7093, postcodes: ['60647'] },
        { name: 'Lakeview', lat: 41.94, lon: -87.6538, postcodes: ['60657', '60613'], priceFactor: 1.1 },
      ],
      streets: ['N Halsted St', 'W Armitage Ave', 'N Milwaukee Ave', 'S Hyde Park Blvd', 'N Kedzie Blvd', 'W Belmont Ave', 'N Clark St', 'W Division St', 'S Woodlawn Ave', 'N Sheffield Ave'],
    },
    {
      name: 'Houston', region: 'TX', lat: 29.7604, lon: -95.3698, pricePerSqm: 1_950, weight: 10, phonePrefix: '713',
      districts: [
        { name: 'The Heights', lat: 29.7982, lon: -95.398, postcodes: ['77008', '77007'], priceFactor: 1.35 },
        { name: 'Montrose', lat: 29.7452, lon: -95.3904, postcodes: ['77006', '77019'], priceFactor: 1.3 },
        { name: 'Memorial', lat: 29.7769, lon: -95.545, postcodes: ['77024', '77079'], priceFactor: 1.4 },
        { name: 'Bellaire', lat: 29.7058, lon: -95.4588, postcodes: ['77401'], priceFactor: 1.25 },
        { name: 'Spring Branch', lat: 29.8063, lon: -95.5063, postcodes: ['77080', '77055'], priceFactor: 0.85 },
      ],
      streets: ['Heights Blvd', 'Westheimer Rd', 'Memorial Dr', 'Bellaire Blvd', 'Long Point Rd', 'Yale St', 'Montrose Blvd', 'Bingle Rd', 'Studewood St', 'Gessner Rd'],
    },
    {
      name: 'Phoenix', region: 'AZ', lat: 33.4484, lon: -112.074, pricePerSqm: 3_000, weight: 8, phonePrefix: '602',
      districts: [
        { name: 'Arcadia', lat: 33.499, lon: -111.9795, postcodes: ['85018'], priceFactor: 1.6 },
        { name: 'Ahwatukee', lat: 33.3423, lon: -111.9849, postcodes: ['85044', '85048'] },
        { name: 'Encanto', lat: 33.4747, lon: -112.0866, postcodes: ['85007', '85013'], priceFactor: 1.05 },
        { name: 'Desert Ridge', lat: 33.685, lon: -111.974, postcodes: ['85050', '85054'], priceFactor: 1.1 },
        { name: 'Maryvale', lat: 33.4951, lon: -112.17, postcodes: ['85031', '85033'], priceFactor: 0.7 },
      ],
      streets: ['E Camelback Rd', 'N 44th St', 'E Chandler Blvd', 'W Thomas Rd', 'E Tatum Blvd', 'N 7th Ave', 'W Indian School Rd', 'E Ray Rd', 'N 40th St', 'W Encanto Blvd'],
    },
    {
      name: 'Seattle', region: 'WA', lat: 47.6062, lon: -122.3321, pricePerSqm: 7_300, weight: 8, phonePrefix: '206',
      districts: [
        { name: 'Capitol Hill', lat: 47.6253, lon: -122.3222, postcodes: ['98102', '98112'], priceFactor: 1.1 },
        { name: 'Ballard', lat: 47.6677, lon: -122.3843, postcodes: ['98107', '98117'] },
        { name: 'Fremont', lat: 47.651, lon: -122.3504, postcodes: ['98103'] },
        { name: 'West Seattle', lat: 47.5667, lon: -122.3868, postcodes: ['98116', '98126'], priceFactor: 0.9 },
        { name: 'Queen Anne', lat: 47.6374, lon: -122.3571, postcodes: ['98109', '98119'], priceFactor: 1.2 },
      ],
      streets: ['E Pine St', 'NW Market St', 'Fremont Ave N', 'California Ave SW', 'Queen Anne Ave N', '15th Ave E', 'NW 65th St', 'N 36th St', 'SW Alaska St', 'W Galer St'],
    },
    {
      name: 'Miami', region: 'FL', lat: 25.7617, lon: -80.1918, pricePerSqm: 6_000, weight: 8, dense: true, coastal: true, phonePrefix: '305',
      districts: [
        { name: 'Brickell', lat: 25.7617, lon: -80.1918, postcodes: ['33131', '33129'], priceFactor: 1.1 },
        { name: 'Coconut Grove', lat: 25.728, lon: -80.243, postcodes: ['33133'], priceFactor: 1.35 },
        { name: 'Little Havana', lat: 25.7657, lon: -80.2197, postcodes: ['33135'], priceFactor: 0.7 },
        { name: 'Edgewater', lat: 25.8006, lon: -80.188, postcodes: ['33137'] },
        { name: 'Coral Way', lat: 25.75, lon: -80.26, postcodes: ['33145'], priceFactor: 0.85 },
      ],
      streets: ['Brickell Ave', 'SW 8th St', 'Biscayne Blvd', 'S Bayshore Dr', 'Main Hwy', 'NE 31st St', 'Coral Way', 'SW 22nd Ave', 'Grand Ave', 'NE 2nd Ave'],
    },
    {
      name: 'Austin', region: 'TX', lat: 30.2672, lon: -97.7431, pricePerSqm: 4_300, weight: 7, phonePrefix: '512',
      districts: [
        { name: 'Zilker', lat: 30.2592, lon: -97.772, postcodes: ['78704'], priceFactor: 1.4 },
        { name: 'Mueller', lat: 30.2985, lon: -97.7052, postcodes: ['78723'], priceFactor: 1.05 },
        { name: 'Hyde Park', lat: 30.3069, lon: -97.731, postcodes: ['78751'], priceFactor: 1.15 },
        { name: 'Travis Heights', lat: 30.2483, lon: -97.742, postcodes: ['78704'], priceFactor: 1.3 },
        { name: 'Circle C Ranch', lat: 30.196, lon: -97.8818, postcodes: ['78739'], priceFactor: 0.9 },
      ],
      streets: ['Barton Springs Rd', 'S Lamar Blvd', 'Aldrich St', 'Duval St', 'Travis Heights Blvd', 'La Crosse Ave', 'S Congress Ave', 'Speedway', 'Kinney Ave', 'Slaughter Ln'],
    },
    {
      name: 'Orlando', region: 'FL', lat: 28.5383, lon: -81.3792, pricePerSqm: 3_400, weight: 7, coastal: true, phonePrefix: '407',
      districts: [
        { name: 'College Park', lat: 28.5696, lon: -81.3926, postcodes: ['32804'], priceFactor: 1.2 },
        { name: 'Lake Nona', lat: 28.3925, lon: -81.2464, postcodes: ['32827', '32832'], priceFactor: 1.1 },
        { name: 'Windermere', lat: 28.4956, lon: -81.5348, postcodes: ['34786'], priceFactor: 1.4 },
        { name: 'Baldwin Park', lat: 28.5689, lon: -81.3226, postcodes: ['32814'], priceFactor: 1.15 },
        { name: 'Dr. Phillips', lat: 28.4497, lon: -81.4923, postcodes: ['32819'], priceFactor: 1.2 },
        { name: 'Pine Hills', lat: 28.5578, lon: -81.4534, postcodes: ['32808', '32818'], priceFactor: 0.7 },
      ],
      streets: ['Edgewater Dr', 'Lake Nona Blvd', 'Park Ave N', 'Conroy Windermere Rd', 'N Pine Hills Rd', 'W Princeton St', 'Lake Baldwin Ln', 'Dr Phillips Blvd', 'Narcoossee Rd', 'Formosa Ave'],
    },
  ],
  features: [
    ['garage', 0.15, 0.75], ['pool', 0.18, 0.22], ['air_conditioning', 0.85, 0.9], ['fireplace', 0.1, 0.4], ['garden', 0, 0.5],
    ['concierge', 0.25, 0], ['lift', 0.6, 0], ['walk_in_closet', 0.3, 0.55], ['renovated', 0.25, 0.25], ['pet_friendly', 0.4, 0], ['storage', 0.3, 0.2],
  ],
  postalCode: (rng, d) => rng.pick(d.postcodes),
  streetAddress: (rng, street) => `${rng.int(10, 4899)} ${street}`,
  unit: (rng, floor) => rng.pick([`Apt ${Math.max(1, floor)}${rng.pick(['A', 'B', 'C', 'D', 'E', 'F'])}`, `#${Math.max(1, floor)}${String(rng.int(1, 20)).padStart(2, '0')}`, `Unit ${rng.int(1, 40) + Math.max(0, floor) * 100}`]),
  rooms(rng, area, spec) {
    if (spec.subtype === 'condo' || spec.subtype === 'co_op') {
      if (area < 48 && rng.chance(0.55)) return { bedrooms: 0, bathrooms: 1 };
      const bedrooms = clamp(Math.round(area / 42 + rng.normal() * 0.4), 1, 4);
      return { bedrooms, bathrooms: bedrooms >= 2 ? rng.pick([1.5, 2, 2, 2.5]) : 1 };
    }
    if (spec.subtype === 'multi_family') {
      const bedrooms = clamp(Math.round(area / 40), 4, 9);
      return { bedrooms, bathrooms: clamp(Math.round(bedrooms / 2), 2, 5) };
    }
    const bedrooms = clamp(Math.round(area / 48 + rng.normal() * 0.5), 2, 6);
    const full = clamp(bedrooms - 1 + (rng.chance(0.25) ? 1 : 0), 1, 5);
    return { bedrooms, bathrooms: full + (rng.chance(0.45) ? 0.5 : 0) };
  },
  yearBuilt(rng, spec) {
    if (spec.subtype === 'manufactured') return rng.int(1985, 2023);
    if (spec.subtype === 'condo') return rng.chance(0.6) ? rng.int(1995, 2024) : rng.int(1925, 1994);
    return rng.chance(0.35) ? rng.int(1905, 1959) : rng.chance(0.5) ? rng.int(1960, 1999) : rng.int(2000, 2024);
  },
  roundPrice(price, rng) {
    const step = price >= 1_000_000 ? 25_000 : price >= 300_000 ? 5_000 : 1_000;
    const rounded = Math.max(step, Math.round(price / step) * step);
    // $549,000 and $1,295,000 are how US agents price; a plain round number half the time.
    return rng.chance(0.45) ? rounded - (step >= 5_000 ? step / 5 : 100) : rounded;
  },
  firstNames: ['James', 'Mary', 'Robert', 'Jennifer', 'Michael', 'Linda', 'David', 'Sarah', 'Daniel', 'Emily', 'Carlos', 'Maria', 'Kevin', 'Jessica', 'Brian', 'Ashley', 'Wei', 'Priya', 'Marcus', 'Rachel'],
  lastNames: ['Smith', 'Johnson', 'Williams', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez', 'Anderson', 'Taylor', 'Thomas', 'Moore', 'Nguyen', 'Patel', 'Kim', 'Cohen', 'Brooks', 'Reyes'],
  personName: (rng) => `${rng.pick(US.firstNames)} ${rng.pick(US.lastNames)}`,
  agencyNames: ['{S} & {T} Realty', '{C} Premier Properties', '{S} Real Estate Group', 'Keystone Realty Partners', 'Harbor Point Realty', 'Blue Oak Realty', 'Northstar Homes', 'Crescent Realty Co.', '{S} Home Team', 'Urban Nest Realty'],
  tld: 'com',
  phone: (rng, city) => `(${city.phonePrefix}) 555-01${rng.digits(2)}`,
};
