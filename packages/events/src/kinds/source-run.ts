import { Type, type Static } from 'typebox';
import { CountryCode, DateTime, FreeObject, NonEmptyString, OpenEnum } from '../primitives.js';
import { eventKind } from './event-kind.js';

export const SOURCE_RUN_STATUSES = ['success', 'partial', 'failed'] as const;
export type SourceRunStatus = (typeof SOURCE_RUN_STATUSES)[number];
export const SOURCE_RUN_MODES = ['live', 'replay'] as const;

/**
 * `source_run.completed` v1: the end of one collection run, the raw material of the API's
 * `meta.sources` (SourceStatus). Closed status set: the gateway derives `stale` and
 * `unavailable` itself from the age and absence of these events.
 */
export const SourceRunCompletedV1 = Type.Object({
  run_id: NonEmptyString,
  status: Type.Union([Type.Literal('success'), Type.Literal('partial'), Type.Literal('failed')]),
  error_code: Type.Optional(NonEmptyString),
  message: Type.Optional(Type.String()),
  truncated: Type.Boolean(),
  counts: Type.Object({
    records: Type.Integer({ minimum: 0, description: 'Records read from the source.' }),
    published: Type.Integer({ minimum: 0, description: 'Events published (before broker de-duplication).' }),
    errors: Type.Integer({ minimum: 0, description: 'Records or pages that failed to parse or fetch.' }),
    pages: Type.Optional(Type.Integer({ minimum: 0 })),
    by_kind: Type.Optional(Type.Record(Type.String(), Type.Integer({ minimum: 0 }))),
  }),
  started_at: DateTime,
  finished_at: DateTime,
  operation: Type.Optional(Type.String({ description: 'operationId or schedule name that started the run.' })),
  mode: Type.Optional(OpenEnum(SOURCE_RUN_MODES, 'How the source was read.')),
  countries: Type.Optional(Type.Array(CountryCode)),
  details: Type.Optional(FreeObject),
});
export type SourceRunCompleted = Static<typeof SourceRunCompletedV1>;

/**
 * Runs share the OBSERVATIONS stream (under `runs.`) so that one ordered consumer sees a run's
 * completion after the observations it summarises, and a rebuild replays both together.
 */
export const sourceRunKind = eventKind({
  schema: SourceRunCompletedV1,
  version: 1,
  upcasters: {},
  subject: { root: 'runs', token: 'completed' },
  nativeId: (data) => data.run_id,
});
