import { rightmove } from '@estate/native-formats';
import { isCounty } from './uk-counties.js';

// A full postcode or an outward code alone, at the end of a segment.
const TRAILING_POSTCODE = /\s*\b[A-Z]{1,2}\d[A-Z\d]?(?:\s*\d[A-Z]{2})?$/i;
// A segment that is a flat or a numbered house rather than a place.
const PREMISES = /^(?:flat|apartment|apt|plot|unit)\b|\d/i;
// Street words; a segment alone that ends in one is a street, not a town. Behind a street the
// same words can end a town's name ("…Road, Burgess Hill"), so they only decide for one segment.
const STREET = /\b(?:road|street|lane|avenue|close|drive|hill|way|crescent|gardens|place|terrace|court|row|grove|walk|mews|square|rise|yard|wharf|quay|parade|villas|cottages|farm|house|barns?|mill|lodge)$/i;
// Wording that places a home relative to a town, not in it ("Nr Bude", "Between Falmouth & Truro").
const RELATIVE = /^(?:nr\.?|near|between|above|below|outskirts|close to|just outside|off)\b|\|| - /i;

function isPlace(segment: string, alone: boolean): boolean {
  return segment !== '' && !PREMISES.test(segment) && !RELATIVE.test(segment) && !(alone && STREET.test(segment));
}

/**
 * The town of a UK display address. Rightmove shows what the agent typed, usually street first
 * and town after it, then optionally a county and a postcode or its district: "Infirmary Hill,
 * Truro", "Lower Castle Road, St Mawes, Cornwall.", "Copper House, Hayle, Cornwall, TR27 4DZ",
 * "High Street, Camden, London NW1" (district glued to the town), or a place alone ("Trevone").
 * So the postcode and the counties are taken off the end, and the last segment left is the
 * town when it names a place. A house name before a postcode ("Galtee Beag, PL27 6LB"), a
 * street alone, or a relative place ("Nr Bude, North Cornwall") give no town rather than a
 * wrong one. The general address normaliser will not guess a British town from free text; this
 * order is Rightmove's own, so the collector may. Overseas listings are left alone.
 */
export function displayAddressTown(displayAddress: string, country: string): string | undefined {
  if (rightmove.isOverseas(country)) return undefined;
  const segments = displayAddress
    .split(',')
    .map((s) => s.trim().replace(/\.+$/, '').trim())
    .filter((s) => s !== '');
  let hadPostcode = false;
  const last = segments[segments.length - 1];
  if (last !== undefined && TRAILING_POSTCODE.test(last)) {
    hadPostcode = true;
    const glued = last.replace(TRAILING_POSTCODE, '').trim();
    // "London NW1": the town with its district.
    if (glued !== '') return isPlace(glued, false) ? glued : undefined;
    segments.pop();
  }
  while (segments.length > 0 && isCounty(segments[segments.length - 1] as string)) segments.pop();
  const town = segments[segments.length - 1];
  if (town === undefined || !isPlace(town, segments.length === 1)) return undefined;
  // One segment before a postcode is a house or a building as often as a place.
  if (segments.length === 1 && hadPostcode) return undefined;
  return town;
}
