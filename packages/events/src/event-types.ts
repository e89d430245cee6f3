/** Record kinds a collector observes; each is published as `<kind>.observed`. */
export const OBSERVED_KINDS = [
  'listing',
  'media',
  'agent',
  'agency',
  'auction',
  'building',
  'unit',
  'development',
  'open_house',
  'property_record',
  'market_point',
  'stay',
  'stay_availability',
  'stay_review',
  'stay_quote',
  'location',
] as const;
export type ObservedKind = (typeof OBSERVED_KINDS)[number];

export type ObservedType = `${ObservedKind}.observed`;
export type EventType = ObservedType | 'source_run.completed' | 'job.progress';

export const EVENT_TYPES: readonly EventType[] = [
  ...OBSERVED_KINDS.map((k): ObservedType => `${k}.observed`),
  'source_run.completed',
  'job.progress',
];

const EVENT_TYPE_SET: ReadonlySet<string> = new Set(EVENT_TYPES);

export function isEventType(value: unknown): value is EventType {
  return typeof value === 'string' && EVENT_TYPE_SET.has(value);
}

export function observedType<K extends ObservedKind>(kind: K): `${K}.observed` {
  return `${kind}.observed`;
}

/** The record kind of an observation type; undefined for run and job events. */
export function observedKindOf(type: EventType): ObservedKind | undefined {
  return type.endsWith('.observed') ? (type.slice(0, -'.observed'.length) as ObservedKind) : undefined;
}
