/**
 * An INE data point's period. `Anyo` and `FK_Periodo` say it exactly: 1–12 are months, 19–22
 * the quarters [M: INE's period codes]. `Fecha` (the period's first day at midnight in Madrid,
 * as epoch milliseconds, or an ISO string with the offset when asked with tip=A) is the fallback.
 */
export interface Period {
  start: string;
  end: string;
  frequency: 'monthly' | 'quarterly';
}

const iso = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);

function span(year: number, firstMonth: number, months: number, frequency: Period['frequency']): Period {
  return { start: iso(year, firstMonth, 1), end: iso(year, firstMonth + months, 0), frequency };
}

export function periodOf(point: { Anyo?: unknown; FK_Periodo?: unknown; Fecha?: unknown }, seriesFrequency: Period['frequency'] | undefined): Period | undefined {
  const year = typeof point.Anyo === 'number' ? point.Anyo : Number(point.Anyo);
  const code = typeof point.FK_Periodo === 'number' ? point.FK_Periodo : Number(point.FK_Periodo);
  if (Number.isInteger(year) && year > 1900 && Number.isInteger(code)) {
    if (code >= 19 && code <= 22) return span(year, (code - 19) * 3 + 1, 3, 'quarterly');
    if (code >= 1 && code <= 12) return span(year, code, 1, 'monthly');
  }
  // Madrid is at most two hours ahead of UTC: two hours on, the UTC date is Madrid's.
  const at = typeof point.Fecha === 'number' ? point.Fecha : typeof point.Fecha === 'string' ? Date.parse(point.Fecha) : Number.NaN;
  if (!Number.isFinite(at) || seriesFrequency === undefined) return undefined;
  const day = new Date(at + 2 * 3_600_000);
  return span(day.getUTCFullYear(), day.getUTCMonth() + 1, seriesFrequency === 'quarterly' ? 3 : 1, seriesFrequency);
}
