/** Messages between the regex preview and its worker (preview.worker.ts). */

/** The sample descriptions, sent once a worker (they stay there between keystrokes). */
export interface SamplesMessage {
  type: 'samples';
  samples: string[];
}

/** One pattern to try against every sample. */
export interface RunMessage {
  type: 'run';
  id: number;
  pattern: string;
}

export type ToWorker = SamplesMessage | RunMessage;

/** Per sample, the first match as [start, end), or null. */
export type MatchSpan = readonly [number, number] | null;

export type FromWorker =
  | { id: number; kind: 'done'; spans: MatchSpan[] }
  | { id: number; kind: 'invalid'; reason: string }
  /** Sent once the worker's script runs: its start-up does not count against a pattern's time. */
  | { id: 0; kind: 'ready' };
