/**
 * Rightmove's location typeahead → one `location.observed` per place: REGION a town (its display
 * name may add the county after a comma: "Richmond, Surrey"), OUTCODE and POSTCODE postal codes,
 * STATION a station. The selector is the search URL's `locationIdentifier` (`REGION^87490`).
 * Rightmove publishes no open code (ONS) with its places.
 */
import { at, list, text, type ParsedPayloadBuilder } from '@estate/collector-kit';
import { observation, type LocationObserved } from '@estate/events';
import { rightmove } from '@estate/native-formats';

const KINDS: Readonly<Partial<Record<string, LocationObserved['kind']>>> = { REGION: 'city', OUTCODE: 'postal_code', POSTCODE: 'postal_code', STATION: 'station', STREET: 'street' };

export function readTypeahead(document: unknown, into: ParsedPayloadBuilder, retrievedAt: string): void {
  const matches = at(document, 'matches');
  if (!Array.isArray(matches)) return into.issue('unexpected_shape', 'typeahead answer has no matches list');
  for (const match of list(matches)) {
    const type = text(at(match, 'type'));
    const rawId = at(match, 'id');
    const id = typeof rawId === 'number' && Number.isFinite(rawId) ? String(rawId) : text(rawId);
    const display = text(at(match, 'displayName'));
    const kind = type === undefined ? undefined : KINDS[type];
    if (!type || !id || !display) {
      into.issue('unexpected_shape', 'typeahead match lacks its type, id or displayName', id);
      continue;
    }
    if (!kind) {
      into.issue('unexpected_shape', `typeahead match of unknown type ${JSON.stringify(type)}`, id);
      continue;
    }
    const [name = display, county] = display.split(',').map((part) => part.trim());
    const selector = rightmove.locationIdentifier(type, id);
    into.observe(
      observation('location', {
        native_id: selector,
        selector,
        name,
        kind,
        country: rightmove.HOME_COUNTRY,
        ...(county ? { region: county } : {}),
        ...(kind === 'postal_code' ? {} : { city: name }),
        url: rightmove.typeaheadUrl(name),
        retrieved_at: retrievedAt,
        access_class: 'public_portal',
      }),
    );
  }
}
