import type { LogLevel } from '@estate/runtime';

/** What the engine thread is started with (its workerData): plain values, no handles. */
export interface EngineSettings {
  clickhouseDataPath: string;
  natsUrl: string;
  logLevel: LogLevel;
  /** Where the analysts' read-only endpoint listens; port 0 keeps it off. */
  sql: { host: string; port: number; urlFile: string };
  projector: { batchSize: number; batchWaitMs: number; batchesInFlight: number; ackWaitMs: number };
  /** The password of the engine's endpoint for the gateway (a new random one per start). */
  password: string;
}

/** The engine thread's messages to the serving thread. */
export type EngineReport =
  /** The store is migrated, the topology provisioned and the engine's endpoint listens: the gateway may start. */
  | { type: 'open'; engineUrl: string; database: string; sqlUrl?: string }
  /** The projector consumes. */
  | { type: 'projecting' }
  | { type: 'failed'; message: string; stack?: string }
  | { type: 'metrics'; id: number; text: string; contentType: string }
  | { type: 'closed' };

/** The serving thread's requests to the engine thread. */
export type EngineRequest =
  | { type: 'metrics'; id: number }
  /** The gateway has loaded its projections: the projector may warm its matcher and consume. */
  | { type: 'project' }
  | { type: 'close' };
