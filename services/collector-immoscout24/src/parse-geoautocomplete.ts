/**
 * ImmoScout24's place autocomplete → one `location.observed` per suggested city or postcode. The
 * geo path (`/de/berlin/berlin`) is the selector: it is what a search is for. Other entity types
 * (streets, addresses, stations) are not places a listing search takes and are passed over.
 * ImmoScout24 shows no open code (AGS) with its places.
 */
import { at, list, looseText, onlyIssue, type ParseContext, type ParsedPayload, ParsedPayloadBuilder, readJson } from '@estate/collector-kit';
import { observation, type LocationObserved } from '@estate/events';
import { immoscout24 } from '@estate/native-formats';

const KINDS: Readonly<Partial<Record<string, LocationObserved['kind']>>> = { region: 'region', city: 'city', quarterOrTown: 'district', quarter: 'neighbourhood', district: 'district', postcode: 'postal_code' };

export function parseGeoAutocomplete(body: string, path: string, context: ParseContext): ParsedPayload {
  const read = readJson(body);
  if (!read.ok) return onlyIssue(path, read.truncated ? 'truncated_payload' : 'parse_error', read.truncated ? 'autocomplete answer is cut short' : 'autocomplete answer is not valid JSON');
  if (!Array.isArray(read.value)) return onlyIssue(path, 'unexpected_shape', 'autocomplete answer is not a list of suggestions');
  const into = new ParsedPayloadBuilder(path);
  for (const suggestion of list(read.value)) {
    const entity = at(suggestion, 'entity');
    const type = looseText(at(entity, 'type'));
    const id = looseText(at(entity, 'id'));
    const label = looseText(at(entity, 'label'));
    const uri = looseText(at(entity, 'geopath', 'uri'));
    if (!type || !label || !uri) {
      into.issue('unexpected_shape', 'suggestion lacks its entity type, label or geopath.uri', id);
      continue;
    }
    const kind = KINDS[type];
    if (!kind) continue;
    const segments = uri.split('/').filter(Boolean);
    if (segments[0] !== 'de' || segments.length < 2) {
      into.issue('unexpected_shape', `geopath ${JSON.stringify(uri)} is not a German place`, id);
      continue;
    }
    // "10115 Berlin": a postcode is named by its digits, the city after them.
    const postcode = kind === 'postal_code' ? /^\d{5}\b/.exec(label)?.[0] : undefined;
    if (kind === 'postal_code' && !postcode) {
      into.issue('unexpected_shape', `postcode suggestion ${JSON.stringify(label)} starts with no postcode`, id);
      continue;
    }
    // "Prenzlauer Berg, Berlin": a place inside a city is named before the comma, its city after.
    const [before = label, after] = label.split(',').map((part) => part.trim());
    const city = kind === 'city' ? label : postcode ? label.slice(postcode.length).trim() || undefined : after || undefined;
    into.observe(
      observation('location', {
        native_id: uri,
        selector: uri,
        name: postcode ?? (kind === 'city' ? label : before),
        kind,
        country: 'DE',
        ...(city ? { city } : {}),
        url: immoscout24.geoAutocompleteUrl(city ?? label),
        retrieved_at: context.retrievedAt,
        access_class: 'public_portal',
      }),
    );
  }
  return into.result;
}
