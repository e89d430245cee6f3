/**
 * idealista's locations API answer → one `location.observed` per place. The `locationId` is the
 * selector; its shape gives the level (`0-EU-ES-28` a province, `0-EU-ES-28-07-001-079` a
 * municipality, longer ids the districts of a city) and the open INE codes: the province segment
 * is the INE province code, the province and the municipality's last segment its INE code.
 */
import { at, list, looseText, onlyIssue, type ParseContext, type ParsedPayload, ParsedPayloadBuilder, readJson } from '@estate/collector-kit';
import { observation, type LocationObserved } from '@estate/events';
import { idealista } from '@estate/native-formats';

interface Level {
  kind: LocationObserved['kind'];
  ine?: string;
}

/** The place's level and INE code, from the segments of its id; undefined when it is not a Spanish location id. */
function levelOf(locationId: string): Level | undefined {
  const parts = locationId.split('-');
  if (parts.length < 4 || parts.slice(0, 3).join('-') !== idealista.SPAIN_LOCATION_ID) return undefined;
  const province = parts[3] ?? '';
  if (!/^\d{2}$/.test(province)) return undefined;
  if (parts.length === 4) return { kind: 'region', ine: province };
  if (parts.length < 7) return { kind: 'district' };
  const municipality = parts[6] ?? '';
  if (parts.length === 7) return /^\d{3}$/.test(municipality) ? { kind: 'city', ine: `${province}${municipality}` } : { kind: 'city' };
  return { kind: 'neighbourhood' };
}

export function parseLocations(body: string, path: string, context: ParseContext): ParsedPayload {
  const read = readJson(body);
  if (!read.ok) return onlyIssue(path, read.truncated ? 'truncated_payload' : 'parse_error', read.truncated ? 'locations answer is cut short' : 'locations answer is not valid JSON');
  const locations = at(read.value, 'locations');
  if (!Array.isArray(locations)) return onlyIssue(path, 'unexpected_shape', 'locations answer has no locations list');
  const into = new ParsedPayloadBuilder(path);
  const parent = /^locations\/(.+)\.json$/.exec(path)?.[1];
  for (const location of list(locations)) {
    const id = looseText(at(location, 'locationId'));
    const name = looseText(at(location, 'name'));
    if (!id || !name) {
      into.issue('unexpected_shape', 'location lacks its locationId or name', id);
      continue;
    }
    const level = levelOf(id);
    if (!level) {
      into.issue('unexpected_shape', `locationId ${JSON.stringify(id)} is not a Spanish idealista location id`, id);
      continue;
    }
    into.observe(
      observation('location', {
        native_id: id,
        selector: id,
        name,
        kind: level.kind,
        country: 'ES',
        ...(level.kind === 'city' ? { city: name } : {}),
        ...(level.ine ? { codes: [{ scheme: 'ine', code: level.ine }] } : {}),
        ...(parent ? { url: idealista.locationsUrl(parent) } : {}),
        retrieved_at: context.retrievedAt,
        access_class: 'public_portal',
      }),
    );
  }
  return into.result;
}
