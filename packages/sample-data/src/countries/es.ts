import type { CountryProfile, TypeSpec } from '../profile.js';

const types: readonly TypeSpec[] = [
  { type: 'apartment', subtype: 'flat', weight: 62, denseWeight: 78, areaMedian: 88, areaSigma: 0.3, priceFactor: 1, house: false },
  { type: 'apartment', subtype: 'penthouse', weight: 5, denseWeight: 6, areaMedian: 110, areaSigma: 0.3, priceFactor: 1.2, house: false },
  { type: 'apartment', subtype: 'duplex', weight: 3, denseWeight: 4, areaMedian: 120, areaSigma: 0.25, priceFactor: 1.05, house: false },
  { type: 'apartment', subtype: 'studio', weight: 3, denseWeight: 5, areaMedian: 38, areaSigma: 0.18, priceFactor: 1.1, house: false },
  { type: 'house', subtype: 'detached', weight: 13, denseWeight: 3, areaMedian: 230, areaSigma: 0.35, priceFactor: 0.95, plot: [400, 2500], house: true },
  { type: 'townhouse', subtype: 'terraced', weight: 9, denseWeight: 3, areaMedian: 160, areaSigma: 0.25, priceFactor: 0.85, plot: [80, 250], house: true },
  { type: 'semi_detached', subtype: 'semi_detached', weight: 4, denseWeight: 1, areaMedian: 185, areaSigma: 0.25, priceFactor: 0.9, plot: [200, 600], house: true },
  { type: 'house', subtype: 'country_house', weight: 1, denseWeight: 0, areaMedian: 260, areaSigma: 0.4, priceFactor: 0.6, plot: [2000, 20000], house: true },
];

const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, v));

export const ES: CountryProfile = {
  country: 'ES',
  currency: 'EUR',
  weight: 18,
  types,
  cities: [
    {
      name: 'Madrid', region: 'Comunidad de Madrid', lat: 40.4168, lon: -3.7038, pricePerSqm: 5_200, weight: 20, dense: true, phonePrefix: '91',
      districts: [
        { name: 'Salamanca', lat: 40.43, lon: -3.678, postcodes: ['28001', '28006', '28009'], priceFactor: 1.6 },
        { name: 'Chamberí', lat: 40.434, lon: -3.704, postcodes: ['28010', '28003', '28015'], priceFactor: 1.35 },
        { name: 'Lavapiés', lat: 40.409, lon: -3.701, postcodes: ['28012'], priceFactor: 1 },
        { name: 'Retiro', lat: 40.411, lon: -3.676, postcodes: ['28007', '28009'], priceFactor: 1.25 },
        { name: 'Tetuán', lat: 40.46, lon: -3.698, postcodes: ['28020', '28039'], priceFactor: 0.8 },
        { name: 'Carabanchel', lat: 40.384, lon: -3.728, postcodes: ['28019', '28025'], priceFactor: 0.55 },
      ],
      streets: ['Calle de Alcalá', 'Calle de Serrano', 'Calle de Velázquez', 'Calle de Fuencarral', 'Calle de Embajadores', 'Calle de Bravo Murillo', 'Calle de Ibiza', 'Calle del General Ricardos', 'Calle de Santa Engracia', 'Calle de Argumosa'],
    },
    {
      name: 'Barcelona', region: 'Cataluña', lat: 41.3874, lon: 2.1686, pricePerSqm: 4_700, weight: 17, dense: true, phonePrefix: '93',
      districts: [
        { name: 'Eixample', lat: 41.389, lon: 2.162, postcodes: ['08008', '08009', '08011', '08036'], priceFactor: 1.2 },
        { name: 'Gràcia', lat: 41.403, lon: 2.156, postcodes: ['08012', '08024'], priceFactor: 1.1 },
        { name: 'Poblenou', lat: 41.403, lon: 2.2, postcodes: ['08005', '08018'], priceFactor: 1.05 },
        { name: 'Sants', lat: 41.375, lon: 2.136, postcodes: ['08014', '08028'], priceFactor: 0.8 },
        { name: 'Sarrià-Sant Gervasi', lat: 41.401, lon: 2.126, postcodes: ['08017', '08022'], priceFactor: 1.45 },
      ],
      streets: ['Carrer de Mallorca', 'Carrer de Verdi', 'Rambla del Poblenou', 'Carrer de Sants', 'Passeig de la Bonanova', 'Carrer del Consell de Cent', 'Travessera de Gràcia', 'Carrer de Pujades', 'Carrer de Muntaner', 'Carrer de Provença'],
    },
    {
      name: 'Valencia', region: 'Comunidad Valenciana', lat: 39.4699, lon: -0.3763, pricePerSqm: 2_500, weight: 12, coastal: true, phonePrefix: '96',
      districts: [
        { name: 'Ruzafa', lat: 39.462, lon: -0.375, postcodes: ['46004', '46005', '46006'], priceFactor: 1.2 },
        { name: 'El Carmen', lat: 39.479, lon: -0.38, postcodes: ['46001', '46003'], priceFactor: 1.25 },
        { name: 'Benimaclet', lat: 39.485, lon: -0.36, postcodes: ['46020'], priceFactor: 0.9 },
        { name: 'El Cabanyal', lat: 39.47, lon: -0.33, postcodes: ['46011'], priceFactor: 1.05 },
        { name: 'Campanar', lat: 39.48, lon: -0.4, postcodes: ['46015'], priceFactor: 0.95 },
      ],
      streets: ['Calle de Cádiz', 'Calle de Sueca', 'Calle de Quart', 'Calle de la Reina', 'Avenida del Puerto', 'Calle de Emilio Baró', 'Avenida de Pío XII', 'Calle de Cuba', 'Calle de Caballeros', 'Avenida de Blasco Ibáñez'],
    },
    {
      name: 'Sevilla', region: 'Andalucía', lat: 37.3891, lon: -5.9845, pricePerSqm: 2_300, weight: 10, phonePrefix: '954',
      districts: [
        { name: 'Triana', lat: 37.385, lon: -6.003, postcodes: ['41010'], priceFactor: 1.2 },
        { name: 'Nervión', lat: 37.383, lon: -5.973, postcodes: ['41005', '41018'], priceFactor: 1.1 },
        { name: 'Los Remedios', lat: 37.375, lon: -6.0, postcodes: ['41011'], priceFactor: 1.3 },
        { name: 'Macarena', lat: 37.405, lon: -5.988, postcodes: ['41002', '41009'], priceFactor: 0.8 },
        { name: 'Santa Cruz', lat: 37.386, lon: -5.989, postcodes: ['41004'], priceFactor: 1.45 },
      ],
      streets: ['Calle Betis', 'Calle San Jacinto', 'Avenida de la República Argentina', 'Calle Asunción', 'Calle Feria', 'Avenida Eduardo Dato', 'Calle Luis Montoto', 'Calle Pureza', 'Calle Mateos Gago', 'Calle Resolana'],
    },
    {
      name: 'Málaga', region: 'Andalucía', lat: 36.7213, lon: -4.4214, pricePerSqm: 3_400, weight: 10, coastal: true, phonePrefix: '952',
      districts: [
        { name: 'Centro Histórico', lat: 36.72, lon: -4.42, postcodes: ['29008', '29005'], priceFactor: 1.25 },
        { name: 'El Limonar', lat: 36.723, lon: -4.395, postcodes: ['29016'], priceFactor: 1.5 },
        { name: 'Teatinos', lat: 36.716, lon: -4.47, postcodes: ['29010'], priceFactor: 0.85 },
        { name: 'Pedregalejo', lat: 36.721, lon: -4.38, postcodes: ['29017'], priceFactor: 1.3 },
        { name: 'Huelin', lat: 36.705, lon: -4.44, postcodes: ['29002'], priceFactor: 0.85 },
      ],
      streets: ['Calle Larios', 'Paseo de Reding', 'Avenida Juan Sebastián Elcano', 'Calle Ollerías', 'Paseo Marítimo El Pedregal', 'Calle Hilera', 'Bulevar Louis Pasteur', 'Calle Victoria', 'Avenida de Pries', 'Calle Princesa'],
    },
    {
      name: 'Marbella', region: 'Andalucía', lat: 36.5101, lon: -4.8825, pricePerSqm: 4_600, weight: 8, coastal: true, phonePrefix: '952',
      districts: [
        { name: 'Nueva Andalucía', lat: 36.495, lon: -4.96, postcodes: ['29660'], priceFactor: 1.1 },
        { name: 'Milla de Oro', lat: 36.506, lon: -4.915, postcodes: ['29602'], priceFactor: 1.6 },
        { name: 'Puerto Banús', lat: 36.487, lon: -4.953, postcodes: ['29660'], priceFactor: 1.35 },
        { name: 'San Pedro de Alcántara', lat: 36.486, lon: -4.993, postcodes: ['29670'], priceFactor: 0.8 },
        { name: 'Elviria', lat: 36.499, lon: -4.775, postcodes: ['29604'], priceFactor: 0.9 },
      ],
      streets: ['Avenida Ricardo Soriano', 'Calle Aloha', 'Avenida Julio Iglesias', 'Calle Lagasca', 'Urbanización Los Naranjos', 'Camino de la Cruz', 'Avenida del Prado', 'Calle Las Golondrinas', 'Urbanización Elviria Hills', 'Calle Ancha'],
    },
    {
      name: 'Alicante', region: 'Comunidad Valenciana', lat: 38.3452, lon: -0.481, pricePerSqm: 2_150, weight: 9, coastal: true, phonePrefix: '965',
      districts: [
        { name: 'Playa de San Juan', lat: 38.37, lon: -0.42, postcodes: ['03540'], priceFactor: 1.25 },
        { name: 'Centro', lat: 38.345, lon: -0.483, postcodes: ['03001', '03002', '03003'], priceFactor: 1 },
        { name: 'Cabo de las Huertas', lat: 38.356, lon: -0.408, postcodes: ['03540'], priceFactor: 1.35 },
        { name: 'Benalúa', lat: 38.338, lon: -0.494, postcodes: ['03007'], priceFactor: 0.85 },
      ],
      streets: ['Avenida de Niza', 'Calle San Fernando', 'Avenida de Costablanca', 'Calle Pintor Lorenzo Casanova', 'Avenida de Maisonnave', 'Calle Gravina', 'Avenida Conrado Albaladejo', 'Calle Foglietti'],
    },
    {
      name: 'Palma', region: 'Illes Balears', lat: 39.5696, lon: 2.6502, pricePerSqm: 4_500, weight: 8, coastal: true, phonePrefix: '971',
      districts: [
        { name: 'Santa Catalina', lat: 39.57, lon: 2.638, postcodes: ['07012'], priceFactor: 1.2 },
        { name: 'Portixol', lat: 39.558, lon: 2.67, postcodes: ['07006'], priceFactor: 1.25 },
        { name: 'Son Vida', lat: 39.592, lon: 2.613, postcodes: ['07013'], priceFactor: 1.7 },
        { name: 'El Terreno', lat: 39.565, lon: 2.625, postcodes: ['07015'], priceFactor: 1 },
        { name: 'Pere Garau', lat: 39.576, lon: 2.664, postcodes: ['07007'], priceFactor: 0.7 },
      ],
      streets: ['Carrer de Sant Magí', 'Carrer de la Fàbrica', 'Carrer del Vicari Joaquim Fuster', 'Avinguda de Joan Miró', 'Carrer de Pere Garau', 'Passeig Marítim', 'Carrer de Caro', 'Camí de Son Vida'],
    },
    {
      name: 'Bilbao', region: 'País Vasco', lat: 43.263, lon: -2.935, pricePerSqm: 3_300, weight: 8, dense: true, phonePrefix: '94',
      districts: [
        { name: 'Abando', lat: 43.262, lon: -2.935, postcodes: ['48008', '48009', '48011'], priceFactor: 1.3 },
        { name: 'Indautxu', lat: 43.259, lon: -2.946, postcodes: ['48010', '48011'], priceFactor: 1.25 },
        { name: 'Deusto', lat: 43.271, lon: -2.947, postcodes: ['48014'], priceFactor: 0.95 },
        { name: 'Casco Viejo', lat: 43.257, lon: -2.923, postcodes: ['48005'], priceFactor: 1 },
        { name: 'Santutxu', lat: 43.253, lon: -2.911, postcodes: ['48004'], priceFactor: 0.75 },
      ],
      streets: ['Gran Vía de Don Diego López de Haro', 'Calle Licenciado Poza', 'Alameda de Recalde', 'Calle Lehendakari Aguirre', 'Calle Somera', 'Calle Iparraguirre', 'Calle Zabalbide', 'Alameda de Mazarredo'],
    },
  ],
  features: [
    ['lift', 0.75, 0], ['terrace', 0.35, 0.6], ['balcony', 0.3, 0.05], ['air_conditioning', 0.55, 0.65], ['parking', 0.3, 0.7], ['pool', 0.18, 0.45],
    ['storage', 0.3, 0.2], ['garden', 0.05, 0.75], ['sea_view', 0.08, 0.15], ['fitted_kitchen', 0.5, 0.5], ['concierge', 0.15, 0], ['renovated', 0.25, 0.15],
  ],
  postalCode: (rng, d) => rng.pick(d.postcodes),
  streetAddress: (rng, street) => `${street}, ${rng.int(1, 180)}`,
  unit: (rng, floor) => (floor <= 0 ? 'Bajo' : `${floor}º ${rng.pick(['A', 'B', 'C', 'D', 'Izda.', 'Dcha.'])}`),
  rooms(rng, area, spec) {
    if (spec.subtype === 'studio') return { bedrooms: 0, bathrooms: 1 };
    if (!spec.house) {
      const bedrooms = clamp(Math.round(area / 28 + rng.normal() * 0.4), 1, 5);
      return { bedrooms, bathrooms: clamp(Math.round(bedrooms / 2 + rng.normal() * 0.3), 1, 3) };
    }
    const bedrooms = clamp(Math.round(area / 48 + rng.normal() * 0.5), 2, 7);
    return { bedrooms, bathrooms: clamp(bedrooms - 1 + (rng.chance(0.3) ? 1 : 0), 1, 6) };
  },
  yearBuilt(rng, spec) {
    if (rng.chance(0.3)) return undefined;
    if (spec.house) return rng.chance(0.5) ? rng.int(1975, 2004) : rng.int(2005, 2024);
    return rng.chance(0.15) ? rng.int(1890, 1939) : rng.chance(0.55) ? rng.int(1950, 1985) : rng.int(1986, 2024);
  },
  roundPrice(price, rng) {
    const step = price >= 1_000_000 ? 10_000 : price >= 200_000 ? 5_000 : 1_000;
    const rounded = Math.max(step, Math.round(price / step) * step);
    return rng.chance(0.3) ? rounded - (step === 1_000 ? 100 : 1_000) : rounded;
  },
  firstNames: ['María', 'Carmen', 'Lucía', 'Javier', 'Antonio', 'Manuel', 'Laura', 'David', 'Elena', 'Pablo', 'Marta', 'Sergio', 'Ana', 'Jordi', 'Núria', 'Iñaki', 'Rocío', 'Alejandro'],
  lastNames: ['García', 'Fernández', 'González', 'Rodríguez', 'López', 'Martínez', 'Sánchez', 'Pérez', 'Gómez', 'Martín', 'Jiménez', 'Ruiz', 'Hernández', 'Díaz', 'Moreno', 'Puig', 'Ferrer', 'Etxeberria'],
  personName: (rng) => `${rng.pick(ES.firstNames)} ${rng.pick(ES.lastNames)} ${rng.pick(ES.lastNames)}`,
  agencyNames: ['Inmobiliaria {S}', '{C} Homes', 'Fincas {S}', 'Grupo Inmobiliario {S}', 'Casas del Sol', 'Inmobiliaria Mediterránea', '{S} & {T} Asesores Inmobiliarios', 'Hogares {C}', 'Gestión Inmobiliaria {S}'],
  tld: 'es',
  phone: (rng, city) => {
    const rest = rng.digits(9 - city.phonePrefix.length);
    const all = `${city.phonePrefix}${rest}`;
    return `+34 ${all.slice(0, 3)} ${all.slice(3, 5)} ${all.slice(5, 7)} ${all.slice(7, 9)}`;
  },
};
