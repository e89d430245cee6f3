import { EVENT_KINDS } from './kinds/index.js';
import { REPORT_TYPES, type ReportKind } from './report-types.js';

/** Every event type: the keys of the kinds' list (kinds/index.ts), a type without a kind is none. */
export type EventType = keyof typeof EVENT_KINDS;

export type ObservedType = Extract<EventType, `${string}.observed`>;

type KindOfObserved<T> = T extends `${infer K}.observed` ? K : never;

/** Record kinds a collector observes; each is published as `<kind>.observed`. */
export type ObservedKind = KindOfObserved<ObservedType>;

/** The observed kinds at run time, in the kinds' list order (manifests name them in this order). */
export const OBSERVED_KINDS: readonly ObservedKind[] = Object.keys(EVENT_KINDS).flatMap((type) => (type.endsWith('.observed') ? [type.slice(0, -'.observed'.length) as ObservedKind] : []));

/**
 * A kind's one name: the name its modules carry in every layer (`kinds/<name>.ts`, kebab-case),
 * one per event type.
 */
export type KindName = ObservedKind | ReportKind;

/** The one list of event types, each with its kind's name; EVENT_TYPES and KIND_NAMES derive from it. */
export const EVENT_TYPE_OF_KIND: Readonly<{ [K in KindName]: K extends ObservedKind ? `${K}.observed` : (typeof REPORT_TYPES)[K & ReportKind] }> = {
  ...(Object.fromEntries(OBSERVED_KINDS.map((k) => [k, `${k}.observed`])) as { [K in ObservedKind]: `${K}.observed` }),
  ...REPORT_TYPES,
};

export const KIND_NAMES: readonly KindName[] = Object.keys(EVENT_TYPE_OF_KIND) as KindName[];

export const EVENT_TYPES: readonly EventType[] = Object.values(EVENT_TYPE_OF_KIND);

const KIND_OF_TYPE: ReadonlyMap<string, KindName> = new Map(KIND_NAMES.map((k) => [EVENT_TYPE_OF_KIND[k], k]));

/** The name of the kind an event type carries (`job.progress` → `job_progress`). */
export function kindNameOf(type: EventType): KindName {
  const kind = KIND_OF_TYPE.get(type);
  if (kind === undefined) throw new TypeError(`${type} is not an event type`);
  return kind;
}

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
