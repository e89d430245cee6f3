/** The streams events go to (their subject layout: subjects.ts). Apart from subjects.ts so the kind modules can name a root without importing the kinds' registry. */
export const STREAM_NAMES = { observations: 'OBSERVATIONS', series: 'SERIES', jobs: 'JOBS', changes: 'CHANGES' } as const;
export type StreamName = (typeof STREAM_NAMES)[keyof typeof STREAM_NAMES];

/** The stream of each subject root. */
export const STREAM_OF_ROOT = { obs: STREAM_NAMES.observations, runs: STREAM_NAMES.observations, series: STREAM_NAMES.series } as const;
/** The first token of an event's subject. */
export type SubjectRoot = keyof typeof STREAM_OF_ROOT;
