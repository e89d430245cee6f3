import type { Feature, PropertySubtype } from '../model.js';
import { COUNTRY_NAMES, listJoin, sentence, type PhotoSubject, type Writer } from './writer.js';

const TYPES: Record<PropertySubtype, string> = {
  single_family: 'Einfamilienhaus', condo: 'Eigentumswohnung', co_op: 'Wohnung', townhouse: 'Reihenhaus', multi_family: 'Mehrfamilienhaus', manufactured: 'Fertighaus',
  flat: 'Wohnung', maisonette: 'Maisonette-Wohnung', studio: 'Apartment', penthouse: 'Penthouse', duplex: 'Maisonette-Wohnung', ground_floor: 'Erdgeschosswohnung',
  top_floor: 'Dachgeschosswohnung', terraced: 'Reihenhaus', end_of_terrace: 'Reihenendhaus', semi_detached: 'Doppelhaushälfte', detached: 'Einfamilienhaus',
  bungalow: 'Bungalow', villa: 'Villa', country_house: 'Finca', mansion: 'Wohnung',
};

const FEATURES: Record<Feature, string> = {
  balcony: 'Balkon', terrace: 'Terrasse', garden: 'Garten', parking: 'Stellplatz', garage: 'Garage', lift: 'Aufzug', pool: 'Pool', air_conditioning: 'Klimaanlage',
  sea_view: 'Meerblick', fireplace: 'Kamin', cellar: 'Keller', storage: 'Abstellraum', concierge: 'Concierge', renovated: 'saniert', south_facing: 'Südausrichtung',
  fitted_kitchen: 'Einbauküche', underfloor_heating: 'Fußbodenheizung', pet_friendly: 'Haustiere erlaubt', auto_lock: 'Gegensprechanlage', walk_in_closet: 'Ankleide',
};

const CAPTIONS: Record<PhotoSubject, string> = {
  exterior: 'Außenansicht', living: 'Wohnzimmer', kitchen: 'Küche', bedroom: 'Schlafzimmer', bathroom: 'Badezimmer', dining: 'Essbereich', hall: 'Flur',
  garden: 'Garten', balcony: 'Balkon', view: 'Ausblick', pool: 'Pool', entrance: 'Eingang',
};

/** Adjective without article: -e (feminine), -es (neuter), -er (masculine), by the noun's last part. */
function declined(adjective: string, noun: string): string {
  if (/(haus|Apartment|Penthouse)$/.test(noun)) return `${adjective}s`;
  if (/Bungalow$/.test(noun)) return `${adjective}r`;
  return adjective;
}

const roomsText = (rooms: number) => (Number.isInteger(rooms) ? String(rooms) : String(rooms).replace('.', ','));

/** ImmoScout24: free-text headlines written by the agent, in German, also for homes abroad. */
export const de: Writer = {
  title(f, rng) {
    const adj = rng.pick(['Helle', 'Charmante', 'Moderne', 'Gepflegte', 'Großzügige', 'Sonnige', 'Renovierte', 'Stilvolle']);
    const feature = f.features.find((x) => x === 'balcony' || x === 'garden' || x === 'terrace' || x === 'pool' || x === 'sea_view');
    const mit = feature ? ` mit ${FEATURES[feature]}` : '';
    const where = f.country === 'DE' ? f.district.name : `${f.city.name}, ${COUNTRY_NAMES[f.country].de}`;
    if (!f.house) {
      const rooms = f.rooms ?? f.bedrooms + 1;
      const noun = `${roomsText(rooms)}-Zimmer-${TYPES[f.subtype]}`;
      return `${declined(adj, TYPES[f.subtype])} ${noun}${mit} in ${where}`;
    }
    const house = TYPES[f.subtype];
    return `${rng.chance(0.2) ? 'Provisionsfrei: ' : ''}${declined(adj, house)} ${house}${mit} in ${where}`;
  },
  description(f, rng) {
    const rooms = f.rooms ?? f.bedrooms + 1;
    return sentence([
      `Diese ${f.house ? 'Immobilie' : 'Wohnung'} mit ${roomsText(rooms)} Zimmern und ca. ${Math.round(f.area)} m² Wohnfläche liegt in ${f.district.name}${f.country === 'DE' ? '' : ` (${f.city.name}, ${COUNTRY_NAMES[f.country].de})`}.`,
      f.features.length > 0 && `Ausstattung: ${listJoin(f.features.slice(0, 5).map((x) => FEATURES[x]), 'und')}.`,
      f.year !== undefined && `Baujahr ${f.year}.`,
      f.floor !== undefined && !f.house && (f.floor === 0 ? 'Die Wohnung liegt im Erdgeschoss.' : `Die Wohnung liegt im ${f.floor}. Obergeschoss.`),
      f.plot !== undefined && `Grundstücksfläche ca. ${Math.round(f.plot)} m².`,
      rng.pick(['Einkaufsmöglichkeiten, Schulen und öffentliche Verkehrsmittel befinden sich in unmittelbarer Nähe.', 'Ruhige und dennoch zentrale Lage.', 'Ideal für Familien und Paare.']),
      f.country !== 'DE' && 'Deutschsprachige Betreuung beim Kauf vor Ort.',
      'Vereinbaren Sie gern einen Besichtigungstermin.',
    ]);
  },
  caption: (s) => CAPTIONS[s],
};
