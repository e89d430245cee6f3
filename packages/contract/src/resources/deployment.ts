import { Type } from 'typebox';
import { CountryCode, DateTime, OpenEnum, PlatformName } from '../common.js';
import { ACCESS_CLASSES } from '../vocabulary.js';

export const ENABLEMENTS = ['active', 'beta', 'unavailable'] as const;
export const COLLECTOR_STATES = ['live', 'stale'] as const;

/** Item of listPlatforms: a platform some running collector serves. */
export const Platform = Type.Object(
  {
    platform: PlatformName,
    name: Type.String({ description: 'Display name.' }),
    countries: Type.Array(CountryCode),
    access_class: OpenEnum(ACCESS_CLASSES, 'How the platform is reached.'),
    provider: Type.String(),
    record_kinds: Type.Array(Type.String()),
    operations: Type.Array(Type.String({ description: 'operationId' })),
    state: OpenEnum(COLLECTOR_STATES, 'Whether its collector reported recently.'),
    last_seen_at: DateTime,
  },
  { title: 'Platform' },
);

export const CapabilitySource = Type.Object(
  {
    platform: PlatformName,
    countries: Type.Array(CountryCode),
    selectors: Type.Array(Type.String(), { description: 'Request fields the platform honours for this operation.' }),
    state: OpenEnum(COLLECTOR_STATES, 'Whether its collector reported recently.'),
  },
  { title: 'CapabilitySource' },
);

/** Item of listCapabilities: one operation and who serves it now. */
export const Capability = Type.Object(
  {
    operation_id: Type.String(),
    method: Type.String(),
    path: Type.String(),
    enablement: OpenEnum(ENABLEMENTS, 'Live enablement of the operation in this deployment.'),
    credit_cost: Type.Integer({ minimum: 0 }),
    countries: Type.Array(CountryCode),
    sources: Type.Array(CapabilitySource),
  },
  { title: 'Capability' },
);

/** Item of listSchemas. */
export const SchemaInfo = Type.Object(
  {
    name: Type.String({ description: '`api` for the HTTP contract, or an event type such as `listing.observed`.' }),
    version: Type.String(),
    status: OpenEnum(['current', 'supported', 'deprecated'], 'Whether the version is the one produced now.'),
    url: Type.Optional(Type.String({ description: 'Where the schema document is served.' })),
  },
  { title: 'SchemaInfo' },
);
