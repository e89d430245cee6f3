import { Type, type Static } from 'typebox';
import { eventKind } from './event-kind.js';
import { professionalFields } from './professional.js';

/**
 * `agency.observed` v1: an agency (office, branch, broker) as one platform showed it, from the
 * block beside a listing or from its own profile page. On rightmove a branch is the agency.
 */
export const AgencyObservedV1 = Type.Object({
  ...professionalFields,
  website: Type.Optional(Type.String()),
});
export type AgencyObserved = Static<typeof AgencyObservedV1>;

export const agencyKind = eventKind({
  schema: AgencyObservedV1,
  version: 1,
  upcasters: {},
  subject: { root: 'obs', token: 'agency' },
  nativeId: (data) => data.native_id,
});
