import type { Feature, PropertySubtype } from '../model.js';
import type { Rng } from '../prng.js';
import type { City, CountryCode, District, Station } from '../profile.js';

/** What a listing's text can talk about; the same property gets other words on another platform. */
export interface Facts {
  country: CountryCode;
  city: City;
  district: District;
  street: string;
  subtype: PropertySubtype;
  house: boolean;
  bedrooms: number;
  bathrooms: number;
  rooms?: number;
  layout?: string;
  area: number;
  plot?: number;
  year?: number;
  floor?: number;
  totalFloors?: number;
  features: readonly Feature[];
  buildingName?: string;
  station?: Station & { walk_minutes: number };
  newBuild: boolean;
}

export type PhotoSubject = 'exterior' | 'living' | 'kitchen' | 'bedroom' | 'bathroom' | 'dining' | 'hall' | 'garden' | 'balcony' | 'view' | 'pool' | 'entrance';

export interface Writer {
  title(f: Facts, rng: Rng): string;
  description(f: Facts, rng: Rng): string;
  caption(subject: PhotoSubject): string;
}

export const COUNTRY_NAMES: Record<CountryCode, { en: string; es: string; de: string; ja: string }> = {
  US: { en: 'USA', es: 'Estados Unidos', de: 'USA', ja: 'アメリカ' },
  GB: { en: 'United Kingdom', es: 'Reino Unido', de: 'Großbritannien', ja: 'イギリス' },
  ES: { en: 'Spain', es: 'España', de: 'Spanien', ja: 'スペイン' },
  DE: { en: 'Germany', es: 'Alemania', de: 'Deutschland', ja: 'ドイツ' },
  JP: { en: 'Japan', es: 'Japón', de: 'Japan', ja: '日本' },
};

/** US state codes as rightmove's overseas pages spell the state. */
export const US_STATES: Record<string, string> = { NY: 'New York', CA: 'California', IL: 'Illinois', TX: 'Texas', AZ: 'Arizona', WA: 'Washington', FL: 'Florida' };

export function sentence(parts: ReadonlyArray<string | false | undefined>): string {
  return parts.filter((p): p is string => typeof p === 'string' && p.length > 0).join(' ');
}

export function listJoin(items: readonly string[], and: string): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1] as string}`;
}

/** 1234567 → `1,234,567` (or with another separator); Intl is far too slow to call per listing. */
export function groupThousands(n: number, separator = ','): string {
  const digits = String(Math.round(Math.abs(n)));
  let out = '';
  for (let i = 0; i < digits.length; i++) {
    if (i > 0 && (digits.length - i) % 3 === 0) out += separator;
    out += digits[i] as string;
  }
  return n < 0 ? `-${out}` : out;
}
