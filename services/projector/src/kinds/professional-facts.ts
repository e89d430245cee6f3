import type { AgencyObserved, AgentObserved } from '@estate/events';

/** Where a search by place finds the professional: the office address when it names a city, else the market area. */
export function placeOf(d: AgentObserved | AgencyObserved): { city: string; region: string; postal_code: string } {
  const address = d.address;
  const from = address?.city ? address : (d.market_area ?? {});
  return { city: from.city ?? '', region: from.region ?? '', postal_code: from.postal_code ?? '' };
}

/** Source-specific fields with the licence number beside them, as the contract's `extensions`. */
export function extensionsOf(d: AgentObserved | AgencyObserved): Record<string, unknown> | undefined {
  const extensions = { ...d.extensions, ...(d.licence_number !== undefined ? { licence_number: d.licence_number } : {}) };
  return Object.keys(extensions).length > 0 ? extensions : undefined;
}
