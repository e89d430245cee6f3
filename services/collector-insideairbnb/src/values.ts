/**
 * Inside Airbnb's value styles: prices `$1,180.00`, booleans `t`/`f`, empty cells for unknown.
 * Each reader returns undefined for an empty or unreadable cell, never a guess.
 */

/** `$1,180.00` → `1180.00`; empty or anything else → undefined. */
export function dollarAmount(cell: string | undefined): string | undefined {
  const text = cell?.trim().replace(/^\$/, '').replaceAll(',', '');
  return text && /^\d+(\.\d+)?$/.test(text) ? text : undefined;
}

/** `t` → true, `f` → false, anything else (empty) → undefined. */
export function flag(cell: string | undefined): boolean | undefined {
  const text = cell?.trim();
  return text === 't' ? true : text === 'f' ? false : undefined;
}

/** A numeric id as its digits: Airbnb's ids run to 19 digits, past what a double holds exactly. */
export function numericId(cell: string | undefined): string | undefined {
  const text = cell?.trim();
  return text && /^\d+$/.test(text) ? text : undefined;
}

export function wholeNumber(cell: string | undefined): number | undefined {
  const text = cell?.trim();
  return text && /^\d+$/.test(text) ? Number(text) : undefined;
}

export function decimalNumber(cell: string | undefined): number | undefined {
  const text = cell?.trim();
  return text && /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : undefined;
}

export function isoDate(cell: string | undefined): string | undefined {
  const text = cell?.trim();
  return text && /^\d{4}-\d{2}-\d{2}$/.test(text) ? text : undefined;
}

/** Inside Airbnb's room types on the service's vocabulary. */
export const ROOM_TYPE_OF: Readonly<Record<string, string>> = {
  'Entire home/apt': 'entire_home',
  'Private room': 'private_room',
  'Shared room': 'shared_room',
  'Hotel room': 'hotel_room',
};

/** Review comments carry the site's line breaks as `<br/>` (older snapshots) or as real ones. */
export function commentText(cell: string | undefined): string | undefined {
  const text = cell?.replace(/<br\s*\/?>/gi, '\n').trim();
  return text ? text : undefined;
}
