/**
 * Zillow's search-box suggestions → one `location.observed` per region result: the `regionId` is
 * the selector (what a search's `regionSelection` takes), `regionType` the level. Address results
 * name homes, not places, and are passed over. Zillow publishes no open code with its regions.
 */
import { at, finite, list, text, type ParsedPayloadBuilder } from '@estate/collector-kit';
import { observation, type LocationObserved } from '@estate/events';
import { zillow } from '@estate/native-formats';

const KINDS: Readonly<Record<zillow.SuggestionRegionType, LocationObserved['kind']>> = {
  state: 'region',
  county: 'district',
  city: 'city',
  neighborhood: 'neighbourhood',
  zipcode: 'postal_code',
};

function kindOf(type: string | undefined): LocationObserved['kind'] | undefined {
  return type !== undefined && Object.hasOwn(KINDS, type) ? KINDS[type as zillow.SuggestionRegionType] : undefined;
}

export function readSuggestions(document: unknown, into: ParsedPayloadBuilder, retrievedAt: string): void {
  const results = at(document, 'results');
  if (!Array.isArray(results)) return into.issue('unexpected_shape', 'suggestions answer has no results list');
  for (const result of list(results)) {
    if (text(at(result, 'resultType')) !== 'Region') continue;
    const meta = at(result, 'metaData');
    const rawId = at(meta, 'regionId');
    const id = typeof rawId === 'number' && Number.isInteger(rawId) ? String(rawId) : text(rawId);
    const type = text(at(meta, 'regionType'));
    const display = text(at(result, 'display'));
    if (!id || !type || !display) {
      into.issue('unexpected_shape', 'region suggestion lacks its regionId, regionType or display', id);
      continue;
    }
    const kind = kindOf(type);
    if (!kind) {
      into.issue('unexpected_shape', `region suggestion of unknown regionType ${JSON.stringify(type)}`, id);
      continue;
    }
    const city = text(at(meta, 'city'));
    const state = text(at(meta, 'state'));
    // "Austin, TX": the name is what precedes the state; a ZIP code is its own name.
    const name = (kind === 'postal_code' ? text(at(meta, 'zipCode')) : kind === 'city' ? city : undefined) ?? display.split(',')[0]?.trim() ?? display;
    const lat = finite(at(meta, 'lat'));
    const lng = finite(at(meta, 'lng'));
    into.observe(
      observation('location', {
        native_id: id,
        selector: id,
        name,
        kind,
        country: 'US',
        ...(state ? { region: state } : {}),
        ...(city && kind !== 'region' ? { city } : {}),
        ...(lat !== undefined && lng !== undefined && Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { geometry: { latitude: lat, longitude: lng } } : {}),
        url: zillow.suggestionsUrl(name),
        retrieved_at: retrievedAt,
        access_class: 'public_portal',
      }),
    );
  }
}
