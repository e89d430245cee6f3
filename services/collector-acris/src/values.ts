/**
 * ACRIS's value styles, each reader returning undefined for an empty or unreadable cell, never a
 * guess: dates as the export writes them (`02/12/2016`, and `02/12/2016 12:00:00 AM` where a
 * column is a timestamp), amounts as plain or formatted numbers (`400000`, `400000.00`).
 */

/** `MM/DD/YYYY` (a time after it ignored), or ISO `YYYY-MM-DD`, as an ISO date. */
export function exportDate(cell: string | undefined): string | undefined {
  const text = cell?.trim() ?? '';
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:\s+\d{1,2}:\d{2}(?::\d{2})?\s*(?:AM|PM)?)?$/i.exec(text);
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:T[\d:.]+Z?)?$/.exec(text);
  const [year, month, day] = us ? [us[3], us[1], us[2]] : iso ? [iso[1], iso[2], iso[3]] : [];
  if (!year || !month || !day) return undefined;
  const date = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  // A real calendar day only: 02/30/2016 is a typo, not March 1st.
  return new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) === date ? date : undefined;
}

/** `400000`, `400000.00`, `$1,250,000.50` → `400000`, `400000`, `1250000.5`. */
export function amount(cell: string | undefined): string | undefined {
  const text = cell?.trim().replace(/^\$/, '').replaceAll(',', '') ?? '';
  if (!/^\d+(\.\d+)?$/.test(text)) return undefined;
  return text.replace(/^0+(?=\d)/, '').replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '');
}

/** A whole number cell (`3`, `0164`), or undefined. */
export function whole(cell: string | undefined): number | undefined {
  const text = cell?.trim() ?? '';
  return /^\d+$/.test(text) ? Number(text) : undefined;
}
