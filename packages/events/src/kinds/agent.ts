import { Type, type Static } from 'typebox';
import { eventKind } from './event-kind.js';
import { professionalFields } from './professional.js';

/**
 * `agent.observed` v1: a person who markets listings, as one platform showed them. Only
 * platforms that name agents publish these (rightmove names branches only).
 */
export const AgentObservedV1 = Type.Object({
  ...professionalFields,
  agency_native_id: Type.Optional(Type.String({ description: "The platform's id of the agency the agent works for." })),
});
export type AgentObserved = Static<typeof AgentObservedV1>;

export const agentKind = eventKind({
  schema: AgentObservedV1,
  version: 1,
  upcasters: {},
  subject: { root: 'obs', token: 'agent' },
  nativeId: (data) => data.native_id,
});
