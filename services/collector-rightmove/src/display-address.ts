import { rightmove } from '@estate/native-formats';

// A full postcode or an outward code alone, at the end of a segment.
const TRAILING_POSTCODE = /\s*\b[A-Z]{1,2}\d[A-Z\d]?(?:\s*\d[A-Z]{2})?$/i;

/**
 * The town of a UK display address. Rightmove writes them street first, town next to last,
 * postcode district last: "Kirkstall Lane, Leeds, LS6", or "High Street, Camden, London NW1"
 * with the district glued to the town. The general address normaliser will not guess a British
 * town from free text (British addresses vary too much); this order is Rightmove's own, so the
 * collector may. Overseas listings are written in their country's order and are left alone.
 */
export function displayAddressTown(displayAddress: string, country: string): string | undefined {
  if (rightmove.isOverseas(country)) return undefined;
  const segments = displayAddress.split(',').map((s) => s.trim()).filter((s) => s !== '');
  if (segments.length < 2) return undefined;
  const last = segments[segments.length - 1] as string;
  if (!TRAILING_POSTCODE.test(last)) return undefined;
  const glued = last.replace(TRAILING_POSTCODE, '').trim();
  if (glued !== '') return glued;
  return segments.length >= 3 ? segments[segments.length - 2] : undefined;
}
