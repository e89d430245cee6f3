import type { Feature, PropertySubtype } from '../model.js';
import { COUNTRY_NAMES, groupThousands, listJoin, sentence, US_STATES, type Facts, type PhotoSubject, type Writer } from './writer.js';

const FEATURES: Record<Feature, string> = {
  balcony: 'a private balcony', terrace: 'a sunny terrace', garden: 'a private garden', parking: 'off-street parking', garage: 'a garage',
  lift: 'lift access', pool: 'a swimming pool', air_conditioning: 'air conditioning', sea_view: 'sea views', fireplace: 'an open fireplace',
  cellar: 'a cellar', storage: 'extra storage', concierge: 'a 24-hour concierge', renovated: 'a recent renovation', south_facing: 'a south-facing aspect',
  fitted_kitchen: 'a fitted kitchen', underfloor_heating: 'underfloor heating', pet_friendly: 'a pet-friendly building', auto_lock: 'a secure entry system',
  walk_in_closet: 'a walk-in closet',
};

const CAPTIONS: Record<PhotoSubject, string> = {
  exterior: 'Front exterior', living: 'Living room', kitchen: 'Kitchen', bedroom: 'Bedroom', bathroom: 'Bathroom', dining: 'Dining area',
  hall: 'Entrance hall', garden: 'Garden', balcony: 'Balcony', view: 'View', pool: 'Pool', entrance: 'Building entrance',
};

const US_TYPES: Record<PropertySubtype, string> = {
  single_family: 'single-family home', condo: 'condo', co_op: 'co-op', townhouse: 'townhouse', multi_family: 'multi-family home', manufactured: 'manufactured home',
  flat: 'apartment', maisonette: 'maisonette', studio: 'studio', penthouse: 'penthouse', duplex: 'duplex apartment', ground_floor: 'ground-floor apartment',
  top_floor: 'top-floor apartment', terraced: 'townhouse', end_of_terrace: 'end-unit townhouse', semi_detached: 'semi-detached home', detached: 'house',
  bungalow: 'bungalow', villa: 'villa', country_house: 'country estate', mansion: 'condo',
};

const GB_TYPES: Record<PropertySubtype, string> = {
  single_family: 'detached house', condo: 'apartment', co_op: 'apartment', townhouse: 'town house', multi_family: 'block of apartments', manufactured: 'park home',
  flat: 'flat', maisonette: 'maisonette', studio: 'studio flat', penthouse: 'penthouse', duplex: 'duplex', ground_floor: 'ground floor flat', top_floor: 'flat',
  terraced: 'terraced house', end_of_terrace: 'end of terrace house', semi_detached: 'semi-detached house', detached: 'detached house', bungalow: 'detached bungalow',
  villa: 'villa', country_house: 'country house', mansion: 'apartment',
};

function featureText(f: Facts): string {
  return listJoin(f.features.slice(0, 4).map((x) => FEATURES[x]), 'and');
}

/** Zillow: listing headlines are the agent's marketing line; descriptions in US English. */
export const enUS: Writer = {
  title(f, rng) {
    const type = US_TYPES[f.subtype];
    const beds = f.bedrooms === 0 ? 'Studio' : `${f.bedrooms} bd, ${f.bathrooms} ba`;
    const hook = rng.pick(['Updated', 'Charming', 'Sun-filled', 'Spacious', 'Move-in ready', 'Renovated', 'Light-filled', 'Classic']);
    return rng.chance(0.5) ? `${hook} ${type} in ${f.district.name}` : `${beds} ${type} — ${f.district.name}, ${f.city.name}`;
  },
  description(f, rng) {
    const sqft = Math.round(f.area * 10.7639);
    const where = f.country === 'US' ? `${f.district.name}` : `${f.district.name}, ${f.city.name}, ${COUNTRY_NAMES[f.country].en}`;
    return sentence([
      rng.pick(['Welcome home!', 'Don\'t miss this one.', 'A rare opportunity.', 'Priced to sell.']),
      `This ${f.bedrooms === 0 ? 'studio' : `${f.bedrooms}-bed, ${f.bathrooms}-bath`} ${US_TYPES[f.subtype]} offers ${groupThousands(sqft)} sq ft of living space in ${where}.`,
      f.features.length > 0 && `Highlights include ${featureText(f)}.`,
      f.plot !== undefined && `Set on a ${(f.plot / 4046.86).toFixed(2)}-acre lot.`,
      f.year !== undefined && `Built in ${f.year}.`,
      rng.pick(['Close to shops, restaurants and parks.', 'Minutes from downtown and top-rated schools.', 'Easy access to transit and highways.']),
      'Schedule your private tour today.',
    ]);
  },
  caption: (s) => CAPTIONS[s],
};

/** Rightmove: the title is the portal's own "N bedroom type for sale" line. */
export const enGB: Writer = {
  title(f) {
    const type = f.country === 'GB' ? GB_TYPES[f.subtype] : overseasType(f.subtype);
    const head = f.bedrooms === 0 ? `Studio ${type.replace(/^studio /, '')}` : `${f.bedrooms} bedroom ${type}`;
    if (f.country === 'GB') return `${head} for sale`;
    const region = f.country === 'US' ? US_STATES[f.city.region] ?? f.city.region : f.city.region;
    return `${head} for sale in ${f.city.name}, ${region}, ${COUNTRY_NAMES[f.country].en}`;
  },
  description(f, rng) {
    const type = f.country === 'GB' ? GB_TYPES[f.subtype] : overseasType(f.subtype);
    const words = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
    const beds = f.bedrooms === 0 ? (type.startsWith('studio') ? '' : 'studio ') : `${words[f.bedrooms - 1] ?? f.bedrooms} bedroom `;
    return sentence([
      rng.pick(['A beautifully presented', 'A well-proportioned', 'An immaculate', 'A deceptively spacious', 'A charming']),
      `${beds}${type} in ${f.district.name}${f.country === 'GB' ? '' : `, ${f.city.name}`}.`,
      f.features.length > 0 && `The property benefits from ${featureText(f)}.`,
      f.year !== undefined && f.year < 1915 && 'Period features throughout.',
      `Approximately ${groupThousands(f.area * 10.7639)} sq ft (${Math.round(f.area)} sq m).`,
      f.country === 'GB' && rng.chance(0.4) && 'Offered with no onward chain.',
      f.country === 'GB' ? rng.pick(['Early viewing is highly recommended.', 'Viewing by appointment only.', 'Internal viewing essential.']) : 'Ideal as a holiday home or for relocation.',
    ]);
  },
  caption: (s) => CAPTIONS[s],
};

/** Zoopla's type words ("4 bed semi-detached house for sale"), after its snake_case keys; GB homes only. */
const ZOOPLA_TYPES: Record<PropertySubtype, string> = {
  ...GB_TYPES,
  bungalow: 'bungalow', end_of_terrace: 'end terrace house', studio: 'studio', duplex: 'maisonette', ground_floor: 'flat', townhouse: 'town house',
};

/** Zoopla: the title is the portal's own "N bed type for sale" line; the agent's description as on Rightmove. */
export const enGBZoopla: Writer = {
  title(f) {
    const type = ZOOPLA_TYPES[f.subtype];
    return f.bedrooms === 0 ? `${type.charAt(0).toUpperCase()}${type.slice(1)} for sale` : `${f.bedrooms} bed ${type} for sale`;
  },
  description: (f, rng) => enGB.description(f, rng),
  caption: (s) => CAPTIONS[s],
};

function overseasType(subtype: PropertySubtype): string {
  switch (subtype) {
    case 'detached':
    case 'single_family':
      return 'villa';
    case 'semi_detached':
      return 'semi-detached villa';
    case 'terraced':
    case 'townhouse':
      return 'town house';
    case 'condo':
    case 'flat':
    case 'ground_floor':
    case 'top_floor':
      return 'apartment';
    default:
      return GB_TYPES[subtype];
  }
}
