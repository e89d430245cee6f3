import { AGENCY_MATCH_KEYS, type AgencyMatchMethod } from '@estate/search';

/**
 * The keys by which two platforms' agencies are found to be one office (`same_office`): one per
 * kind of evidence the agency's observation carries (AGENCY_MATCH_KEYS in @estate/search says
 * which is strongest and how far each is trusted). The keys are written with the agency and
 * grouped by the gateways; agencies are never merged.
 */
export type AgencyMatchKeys = Partial<Record<AgencyMatchMethod, string>>;

/** The host of a website without `www.`; undefined for what is not an http(s) URL. */
export function websiteHost(website: string | undefined): string | undefined {
  if (website === undefined) return undefined;
  try {
    const url = new URL(/^https?:\/\//i.test(website) ? website : `https://${website}`);
    const host = url.hostname.toLowerCase().replace(/^www\./, '');
    return host.includes('.') ? host : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The last nine digits of a phone number: enough to tell offices apart, and the same whether the
 * platform wrote the national form (`020 7946 0123`) or the international one (`+44 20 7946 0123`).
 */
export function phoneKey(phone: string | undefined): string | undefined {
  const digits = phone?.replace(/\D+/g, '') ?? '';
  return digits.length >= 9 ? digits.slice(-9) : undefined;
}

/** A town's name as two platforms may write it: case, accents and spacing aside. */
function townKey(city: string | undefined): string | undefined {
  const key = city
    ?.normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
  return key ? key : undefined;
}

export interface AgencyFacts {
  country: string;
  /** The office's town (its address, else where its listings are): a brand's branches share a web site. */
  city?: string | undefined;
  licence_number?: string | undefined;
  website?: string | undefined;
  phone?: string | undefined;
}

export function agencyMatchKeys(facts: AgencyFacts): AgencyMatchKeys {
  const keys: AgencyMatchKeys = {};
  const licence = facts.licence_number?.normalize('NFKC').replace(/\s+/g, '');
  if (licence) keys.licence_number = `licence:${facts.country}:${licence}`;
  const host = websiteHost(facts.website);
  const town = townKey(facts.city);
  // Without its town a web site names a brand, not an office: no key.
  if (host && town) keys.website = `website:${facts.country}:${town}:${host}`;
  const phone = phoneKey(facts.phone);
  if (phone) keys.phone = `phone:${facts.country}:${phone}`;
  return keys;
}

/** The strongest of the keys, as the `agencies` table keeps it for SQL users. */
export function strongestMatchKey(keys: AgencyMatchKeys): string | undefined {
  return AGENCY_MATCH_KEYS.map((k) => keys[k.method]).find((key) => key !== undefined);
}
