/**
 * How idealista words the state of an ad. idealista has no "pending": a reserved home (deposit
 * paid, sale not signed) carries the "Reservado" badge whether an offer was just accepted or
 * contracts are being drawn up, so it reads as `under_offer`. The ad's `status` field is
 * something else: the property's condition.
 */
import type { idealista } from '@estate/native-formats';
import type { ListingStatus } from '@estate/contract/vocabulary';

export type { ListingStatus };

export interface ReadStatus {
  status: ListingStatus;
  /** The words idealista used, when it used any. */
  source_status?: string;
}

const BY_LABEL: Readonly<Record<string, ListingStatus>> = {
  reserved: 'under_offer',
  reservado: 'under_offer',
  reservada: 'under_offer',
  sold: 'sold',
  vendido: 'sold',
  vendida: 'sold',
};

const BY_STATE: Readonly<Record<string, ListingStatus>> = {
  active: 'active',
  inactive: 'off_market',
  deactivated: 'off_market',
};

/**
 * Reads the ad's status from its badges and, on the detail, its `state`. An ad in a sale
 * search without a badge is published, hence active, though idealista says nothing about it.
 */
export function readStatus(labels: readonly idealista.IdealistaLabel[], state: string | undefined): ReadStatus {
  for (const label of labels) {
    const status = BY_LABEL[label.name.toLowerCase()] ?? BY_LABEL[label.text.toLowerCase()];
    if (status) return { status, source_status: label.text };
  }
  if (state !== undefined) return { status: BY_STATE[state.toLowerCase()] ?? 'active', source_status: state };
  return { status: 'active' };
}
