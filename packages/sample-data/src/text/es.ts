import type { Feature, PropertySubtype } from '../model.js';
import { listJoin, sentence, type PhotoSubject, type Writer } from './writer.js';

const TYPES: Record<PropertySubtype, string> = {
  single_family: 'Casa', condo: 'Piso', co_op: 'Piso', townhouse: 'Chalet adosado', multi_family: 'Edificio', manufactured: 'Casa prefabricada',
  flat: 'Piso', maisonette: 'Dúplex', studio: 'Estudio', penthouse: 'Ático', duplex: 'Dúplex', ground_floor: 'Piso', top_floor: 'Piso',
  terraced: 'Chalet adosado', end_of_terrace: 'Chalet adosado', semi_detached: 'Chalet pareado', detached: 'Chalet independiente', bungalow: 'Casa',
  villa: 'Villa', country_house: 'Casa rústica', mansion: 'Piso',
};

const FEATURES: Record<Feature, string> = {
  balcony: 'balcón', terrace: 'terraza', garden: 'jardín', parking: 'plaza de garaje incluida', garage: 'garaje', lift: 'ascensor', pool: 'piscina',
  air_conditioning: 'aire acondicionado', sea_view: 'vistas al mar', fireplace: 'chimenea', cellar: 'bodega', storage: 'trastero', concierge: 'conserje',
  renovated: 'reformado', south_facing: 'orientación sur', fitted_kitchen: 'cocina equipada', underfloor_heating: 'suelo radiante', pet_friendly: 'se admiten mascotas',
  auto_lock: 'portero automático', walk_in_closet: 'vestidor',
};

const CAPTIONS: Record<PhotoSubject, string> = {
  exterior: 'Fachada', living: 'Salón', kitchen: 'Cocina', bedroom: 'Dormitorio', bathroom: 'Baño', dining: 'Comedor', hall: 'Recibidor',
  garden: 'Jardín', balcony: 'Terraza', view: 'Vistas', pool: 'Piscina', entrance: 'Portal',
};

/** idealista: "<Tipo> en venta en <calle>, <barrio>, <ciudad>" is the portal's own title. */
export const es: Writer = {
  title(f, rng) {
    const where = f.house ? `${f.district.name}, ${f.city.name}` : rng.chance(0.7) ? `${f.street}, ${f.district.name}, ${f.city.name}` : `${f.district.name}, ${f.city.name}`;
    return `${TYPES[f.subtype]} en venta en ${where}`;
  },
  description(f, rng) {
    const dorm = f.bedrooms === 0 ? 'un espacio diáfano' : `${f.bedrooms} ${f.bedrooms === 1 ? 'dormitorio' : 'dormitorios'} y ${f.bathrooms} ${f.bathrooms === 1 ? 'baño' : 'baños'}`;
    return sentence([
      rng.pick(['Magnífica oportunidad.', 'Se vende vivienda en excelente estado.', 'Exclusiva.', 'Ideal para familias.']),
      `${TYPES[f.subtype]} de ${Math.round(f.area)} m² construidos en ${f.district.name} con ${dorm}.`,
      f.features.length > 0 && `Dispone de ${listJoin(f.features.slice(0, 4).map((x) => FEATURES[x]), 'y')}.`,
      f.floor !== undefined && !f.house && (f.floor === 0 ? 'Planta baja.' : `Situado en la ${f.floor}ª planta.`),
      f.plot !== undefined && `Parcela de ${Math.round(f.plot)} m².`,
      f.year !== undefined && `Año de construcción: ${f.year}.`,
      rng.pick(['Zona con todos los servicios, colegios y transporte público.', 'A pocos minutos de la playa.', 'Muy bien comunicado.', 'Entorno tranquilo y residencial.']),
      '¡No dude en llamarnos para concertar una visita!',
    ]);
  },
  caption: (s) => CAPTIONS[s],
};

/** fotocasa's type words in its own titles ("Piso en venta", "Casa o chalet independiente en venta"). */
const FOTOCASA_TYPES: Record<PropertySubtype, string> = {
  ...TYPES,
  detached: 'Casa o chalet independiente', semi_detached: 'Casa pareada', terraced: 'Casa adosada', end_of_terrace: 'Casa adosada',
  country_house: 'Finca rústica', studio: 'Estudio', penthouse: 'Ático', duplex: 'Dúplex',
};

/** fotocasa classifies photos by room in English (`roomType` "living room", "dining room", "other"). */
const FOTOCASA_ROOMS: Record<PhotoSubject, string> = {
  exterior: 'facade', living: 'living room', kitchen: 'kitchen', bedroom: 'bedroom', bathroom: 'bathroom', dining: 'dining room', hall: 'other',
  garden: 'garden', balcony: 'balcony', view: 'views', pool: 'pool', entrance: 'other',
};

/** fotocasa: "<Tipo> en venta en <barrio>, <ciudad>" is the portal's own title (never the street); the agent's text as on idealista. */
export const esFotocasa: Writer = {
  title(f) {
    return `${FOTOCASA_TYPES[f.subtype]} en venta en ${f.district.name}, ${f.city.name}`;
  },
  description: (f, rng) => es.description(f, rng),
  caption: (s) => FOTOCASA_ROOMS[s],
};
