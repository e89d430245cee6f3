/**
 * Rightmove's words for listing statuses, read into the service's vocabulary. Property types
 * themselves are mapped by @estate/normalize.
 */
import type { ListingStatus } from '@estate/contract/vocabulary';

/** Status words, lower-cased: search cards say "Sold STC", property pages tag `SOLD_STC`. */
const STATUS_WORDS: Readonly<Record<string, ListingStatus>> = {
  'under offer': 'under_offer',
  under_offer: 'under_offer',
  reserved: 'under_offer',
  'sold stc': 'pending',
  sold_stc: 'pending',
  'sold stcm': 'pending',
  sold_stcm: 'pending',
  'sold subject to contract': 'pending',
  'let agreed': 'let',
  let_agreed: 'let',
  sold: 'sold',
};

export const STATUS_TAGS: ReadonlySet<string> = new Set(['UNDER_OFFER', 'RESERVED', 'SOLD_STC', 'SOLD_STCM', 'LET_AGREED']);

/** What a status word means; an empty word is an available listing. Undefined for a word this table does not know. */
export function readStatus(word: string): ListingStatus | undefined {
  const key = word.trim().toLowerCase();
  return key === '' ? 'active' : STATUS_WORDS[key];
}
