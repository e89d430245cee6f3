/**
 * SUUMO's status wording → the service's listing status. SUUMO only labels what is not plainly
 * for sale (商談中, 申込あり, 成約済み); a listing on a sale search without a label is for sale.
 */
import type { ListingObserved } from '@estate/events';

type Status = ListingObserved['status'];

// Checked in order: 契約済 must win over the 申込 it grew from.
const WORDS: ReadonlyArray<readonly [RegExp, Status]> = [
  [/成約|売約|契約済|ご成約/u, 'sold'],
  [/掲載終了|販売終了|公開終了/u, 'withdrawn'],
  [/申込|契約予定/u, 'pending'],
  [/商談中/u, 'under_offer'],
  [/販売中|分譲中|先着順|受付中|新規売出/u, 'active'],
];

/** The service status of SUUMO's status text; `active` when there is none or it is unfamiliar. */
export function statusOf(text: string | undefined): Status {
  if (!text) return 'active';
  const folded = text.normalize('NFKC');
  for (const [pattern, status] of WORDS) if (pattern.test(folded)) return status;
  return 'active';
}
