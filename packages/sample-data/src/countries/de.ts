import type { CountryProfile, TypeSpec } from '../profile.js';

const types: readonly TypeSpec[] = [
  { type: 'apartment', subtype: 'flat', weight: 48, denseWeight: 60, areaMedian: 72, areaSigma: 0.3, priceFactor: 1, house: false },
  { type: 'apartment', subtype: 'top_floor', weight: 7, denseWeight: 9, areaMedian: 80, areaSigma: 0.3, priceFactor: 1.05, house: false },
  { type: 'apartment', subtype: 'ground_floor', weight: 6, denseWeight: 7, areaMedian: 70, areaSigma: 0.3, priceFactor: 0.95, house: false },
  { type: 'apartment', subtype: 'maisonette', weight: 3, denseWeight: 4, areaMedian: 105, areaSigma: 0.25, priceFactor: 1.05, house: false },
  { type: 'apartment', subtype: 'penthouse', weight: 2, denseWeight: 4, areaMedian: 130, areaSigma: 0.3, priceFactor: 1.35, house: false },
  { type: 'house', subtype: 'detached', weight: 16, denseWeight: 6, areaMedian: 150, areaSigma: 0.28, priceFactor: 0.85, plot: [350, 1100], house: true },
  { type: 'semi_detached', subtype: 'semi_detached', weight: 8, denseWeight: 4, areaMedian: 130, areaSigma: 0.2, priceFactor: 0.85, plot: [250, 500], house: true },
  { type: 'townhouse', subtype: 'terraced', weight: 7, denseWeight: 4, areaMedian: 125, areaSigma: 0.2, priceFactor: 0.85, plot: [150, 350], house: true },
  { type: 'multi_family', subtype: 'multi_family', weight: 2, denseWeight: 1.5, areaMedian: 420, areaSigma: 0.4, priceFactor: 0.6, plot: [400, 1500], house: true },
  { type: 'house', subtype: 'villa', weight: 1, denseWeight: 0.5, areaMedian: 280, areaSigma: 0.3, priceFactor: 1.1, plot: [800, 3000], house: true },
];

const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, v));

export const DE: CountryProfile = {
  country: 'DE',
  currency: 'EUR',
  weight: 17,
  types,
  cities: [
    {
      name: 'Berlin', region: 'Berlin', lat: 52.52, lon: 13.405, pricePerSqm: 5_300, weight: 20, dense: true, phonePrefix: '30',
      districts: [
        { name: 'Prenzlauer Berg', lat: 52.539, lon: 13.424, postcodes: ['10405', '10435', '10437', '10439'], priceFactor: 1.25 },
        { name: 'Kreuzberg', lat: 52.499, lon: 13.403, postcodes: ['10961', '10997', '10999'], priceFactor: 1.15 },
        { name: 'Charlottenburg', lat: 52.516, lon: 13.304, postcodes: ['10585', '10627', '14059'], priceFactor: 1.2 },
        { name: 'Neukölln', lat: 52.481, lon: 13.435, postcodes: ['12043', '12045', '12047'], priceFactor: 0.85 },
        { name: 'Friedrichshain', lat: 52.515, lon: 13.454, postcodes: ['10243', '10245', '10247'], priceFactor: 1.1 },
        { name: 'Steglitz', lat: 52.457, lon: 13.322, postcodes: ['12163', '12165', '12167'], priceFactor: 0.9 },
      ],
      streets: ['Kastanienallee', 'Oranienstraße', 'Kantstraße', 'Sonnenallee', 'Boxhagener Straße', 'Schloßstraße', 'Schönhauser Allee', 'Bergmannstraße', 'Weserstraße', 'Danziger Straße', 'Simon-Dach-Straße', 'Pestalozzistraße'],
    },
    {
      name: 'München', region: 'Bayern', lat: 48.1351, lon: 11.582, pricePerSqm: 9_200, weight: 14, dense: true, phonePrefix: '89',
      districts: [
        { name: 'Schwabing', lat: 48.16, lon: 11.586, postcodes: ['80801', '80802', '80803', '80804'], priceFactor: 1.15 },
        { name: 'Maxvorstadt', lat: 48.15, lon: 11.57, postcodes: ['80333', '80799'], priceFactor: 1.2 },
        { name: 'Haidhausen', lat: 48.13, lon: 11.597, postcodes: ['81667'], priceFactor: 1.1 },
        { name: 'Sendling', lat: 48.118, lon: 11.54, postcodes: ['81369', '81371', '81373'], priceFactor: 0.9 },
        { name: 'Bogenhausen', lat: 48.153, lon: 11.62, postcodes: ['81675', '81677', '81679'], priceFactor: 1.2 },
        { name: 'Pasing', lat: 48.149, lon: 11.461, postcodes: ['81241', '81243'], priceFactor: 0.85 },
      ],
      streets: ['Leopoldstraße', 'Türkenstraße', 'Wörthstraße', 'Plinganserstraße', 'Prinzregentenstraße', 'Landsberger Straße', 'Hohenzollernstraße', 'Amalienstraße', 'Pariser Straße', 'Bodenseestraße'],
    },
    {
      name: 'Hamburg', region: 'Hamburg', lat: 53.5511, lon: 9.9937, pricePerSqm: 6_300, weight: 14, dense: true, phonePrefix: '40',
      districts: [
        { name: 'Eimsbüttel', lat: 53.576, lon: 9.952, postcodes: ['20253', '20255', '20257'], priceFactor: 1.1 },
        { name: 'Altona', lat: 53.55, lon: 9.935, postcodes: ['22765', '22767'], priceFactor: 1.05 },
        { name: 'Winterhude', lat: 53.595, lon: 10.003, postcodes: ['22299', '22301', '22303'], priceFactor: 1.2 },
        { name: 'Barmbek', lat: 53.587, lon: 10.042, postcodes: ['22081', '22083', '22305'], priceFactor: 0.9 },
        { name: 'Ottensen', lat: 53.554, lon: 9.924, postcodes: ['22763', '22765'], priceFactor: 1.15 },
        { name: 'Harvestehude', lat: 53.58, lon: 9.99, postcodes: ['20148', '20149'], priceFactor: 1.5 },
      ],
      streets: ['Osterstraße', 'Große Bergstraße', 'Mühlenkamp', 'Fuhlsbüttler Straße', 'Ottenser Hauptstraße', 'Hallerstraße', 'Eppendorfer Weg', 'Bahrenfelder Straße', 'Jarrestraße', 'Isestraße'],
    },
    {
      name: 'Frankfurt am Main', region: 'Hessen', lat: 50.1109, lon: 8.6821, pricePerSqm: 6_000, weight: 11, dense: true, phonePrefix: '69',
      districts: [
        { name: 'Sachsenhausen', lat: 50.1, lon: 8.683, postcodes: ['60594', '60596', '60598'], priceFactor: 1.05 },
        { name: 'Nordend', lat: 50.127, lon: 8.692, postcodes: ['60316', '60318'], priceFactor: 1.15 },
        { name: 'Bornheim', lat: 50.129, lon: 8.711, postcodes: ['60385', '60389'], priceFactor: 1 },
        { name: 'Westend', lat: 50.12, lon: 8.66, postcodes: ['60322', '60323', '60325'], priceFactor: 1.45 },
        { name: 'Bockenheim', lat: 50.12, lon: 8.643, postcodes: ['60486', '60487'], priceFactor: 0.95 },
      ],
      streets: ['Schweizer Straße', 'Berger Straße', 'Oeder Weg', 'Leipziger Straße', 'Grüneburgweg', 'Wallstraße', 'Eckenheimer Landstraße', 'Kettenhofweg', 'Textorstraße', 'Rotlintstraße'],
    },
    {
      name: 'Köln', region: 'Nordrhein-Westfalen', lat: 50.9375, lon: 6.9603, pricePerSqm: 4_600, weight: 11, dense: true, phonePrefix: '221',
      districts: [
        { name: 'Ehrenfeld', lat: 50.949, lon: 6.916, postcodes: ['50823', '50825'], priceFactor: 1 },
        { name: 'Lindenthal', lat: 50.936, lon: 6.912, postcodes: ['50931', '50935'], priceFactor: 1.3 },
        { name: 'Nippes', lat: 50.965, lon: 6.953, postcodes: ['50733'], priceFactor: 0.95 },
        { name: 'Deutz', lat: 50.938, lon: 6.975, postcodes: ['50679'], priceFactor: 1.05 },
        { name: 'Sülz', lat: 50.923, lon: 6.924, postcodes: ['50937', '50939'], priceFactor: 1.15 },
      ],
      streets: ['Venloer Straße', 'Dürener Straße', 'Neusser Straße', 'Deutzer Freiheit', 'Berrenrather Straße', 'Subbelrather Straße', 'Aachener Straße', 'Zülpicher Straße', 'Merheimer Straße', 'Siebengebirgsallee'],
    },
    {
      name: 'Stuttgart', region: 'Baden-Württemberg', lat: 48.7758, lon: 9.1829, pricePerSqm: 5_200, weight: 9, phonePrefix: '711',
      districts: [
        { name: 'Stuttgart-West', lat: 48.776, lon: 9.16, postcodes: ['70176', '70178', '70197'], priceFactor: 1.1 },
        { name: 'Degerloch', lat: 48.748, lon: 9.17, postcodes: ['70597'], priceFactor: 1.2 },
        { name: 'Bad Cannstatt', lat: 48.805, lon: 9.215, postcodes: ['70372', '70374'], priceFactor: 0.85 },
        { name: 'Vaihingen', lat: 48.73, lon: 9.109, postcodes: ['70563', '70569'], priceFactor: 0.95 },
      ],
      streets: ['Rotebühlstraße', 'Reinsburgstraße', 'Epplestraße', 'Marktstraße', 'Hauptstraße', 'Schwabstraße', 'Waiblinger Straße', 'Robert-Koch-Straße'],
    },
    {
      name: 'Leipzig', region: 'Sachsen', lat: 51.3397, lon: 12.3731, pricePerSqm: 2_900, weight: 10, phonePrefix: '341',
      districts: [
        { name: 'Südvorstadt', lat: 51.323, lon: 12.373, postcodes: ['04275'], priceFactor: 1.15 },
        { name: 'Gohlis', lat: 51.362, lon: 12.37, postcodes: ['04155', '04157'], priceFactor: 1.05 },
        { name: 'Plagwitz', lat: 51.33, lon: 12.335, postcodes: ['04229'], priceFactor: 1.1 },
        { name: 'Connewitz', lat: 51.31, lon: 12.38, postcodes: ['04277'], priceFactor: 0.95 },
        { name: 'Reudnitz', lat: 51.335, lon: 12.405, postcodes: ['04317'], priceFactor: 0.8 },
      ],
      streets: ['Karl-Liebknecht-Straße', 'Georg-Schumann-Straße', 'Karl-Heine-Straße', 'Wolfgang-Heinze-Straße', 'Dresdner Straße', 'Menckestraße', 'Zschochersche Straße', 'Kochstraße'],
    },
    {
      name: 'Düsseldorf', region: 'Nordrhein-Westfalen', lat: 51.2277, lon: 6.7735, pricePerSqm: 5_000, weight: 10, dense: true, phonePrefix: '211',
      districts: [
        { name: 'Pempelfort', lat: 51.237, lon: 6.79, postcodes: ['40477', '40479'], priceFactor: 1.1 },
        { name: 'Oberkassel', lat: 51.231, lon: 6.755, postcodes: ['40545', '40547'], priceFactor: 1.4 },
        { name: 'Bilk', lat: 51.208, lon: 6.775, postcodes: ['40223', '40225'], priceFactor: 0.95 },
        { name: 'Flingern', lat: 51.227, lon: 6.805, postcodes: ['40233', '40235'], priceFactor: 0.95 },
      ],
      streets: ['Nordstraße', 'Luegallee', 'Lorettostraße', 'Ackerstraße', 'Duisburger Straße', 'Bilker Allee', 'Birkenstraße', 'Dominikanerstraße'],
    },
  ],
  features: [
    ['balcony', 0.65, 0.1], ['terrace', 0.12, 0.6], ['garden', 0.08, 0.85], ['lift', 0.45, 0], ['cellar', 0.7, 0.75], ['fitted_kitchen', 0.6, 0.5],
    ['parking', 0.2, 0.5], ['garage', 0.1, 0.55], ['underfloor_heating', 0.12, 0.25], ['renovated', 0.2, 0.15], ['fireplace', 0.03, 0.25],
  ],
  postalCode: (rng, d) => rng.pick(d.postcodes),
  streetAddress: (rng, street) => `${street} ${rng.int(1, 160)}${rng.chance(0.1) ? rng.pick(['a', 'b']) : ''}`,
  unit: (_rng, floor) => (floor <= 0 ? 'EG' : `${floor}. OG`),
  rooms(rng, area, spec) {
    // German listings count Zimmer, living room included, in halves ("2,5 Zimmer").
    const whole = spec.house ? clamp(Math.round(area / 28 + rng.normal() * 0.4), 3, 9) : clamp(Math.round(area / 26 + rng.normal() * 0.35), 1, 6);
    const rooms = !spec.house && whole >= 2 && rng.chance(0.12) ? whole + 0.5 : whole;
    const bedrooms = Math.max(spec.house ? 2 : 0, Math.floor(rooms) - 1);
    const bathrooms = spec.house ? clamp(Math.round(bedrooms / 2), 1, 4) : rooms >= 4 && rng.chance(0.5) ? 2 : 1;
    return { bedrooms, bathrooms, rooms };
  },
  yearBuilt(rng, spec) {
    if (rng.chance(0.1)) return undefined;
    if (!spec.house && rng.chance(0.22)) return rng.int(1880, 1914);
    return rng.chance(0.45) ? rng.int(1950, 1979) : rng.chance(0.5) ? rng.int(1980, 2005) : rng.int(2006, 2025);
  },
  roundPrice(price, rng) {
    const step = price >= 1_000_000 ? 10_000 : price >= 200_000 ? 5_000 : 1_000;
    const rounded = Math.max(step, Math.round(price / step) * step);
    return rng.chance(0.35) ? rounded - 1_000 > 0 ? rounded - 1_000 : rounded : rounded;
  },
  firstNames: ['Anna', 'Lukas', 'Julia', 'Maximilian', 'Laura', 'Felix', 'Sophie', 'Jonas', 'Katharina', 'Paul', 'Lea', 'Stefan', 'Sabine', 'Thomas', 'Claudia', 'Jan', 'Miriam', 'Tobias'],
  lastNames: ['Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Meyer', 'Wagner', 'Becker', 'Schulz', 'Hoffmann', 'Koch', 'Richter', 'Wolf', 'Neumann', 'Schwarz', 'Krüger', 'Hartmann', 'Lange'],
  personName: (rng) => `${rng.pick(DE.firstNames)} ${rng.pick(DE.lastNames)}`,
  agencyNames: ['{S} Immobilien', '{S} & {T} Immobilien GmbH', 'Immobilien Kontor {C}', '{C}er Wohnwert GmbH', '{S} Immobilienmakler', 'Hausmann Immobilien', 'Stadtquartier Immobilien', '{S} Real Estate GmbH'],
  tld: 'de',
  phone: (rng, city) => `+49 ${city.phonePrefix} ${rng.digits(city.phonePrefix.length >= 3 ? 6 : 7)}`,
};
