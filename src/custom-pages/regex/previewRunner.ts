import type { FromWorker, MatchSpan, ToWorker } from './previewProtocol';

/** What the runner needs of a Worker, so tests can hand in a fake one. */
export interface WorkerLike {
  postMessage: (message: ToWorker) => void;
  terminate: () => void;
  onmessage: ((event: MessageEvent<FromWorker>) => void) | null;
}

export type PreviewOutcome =
  | { kind: 'done'; spans: MatchSpan[] }
  | { kind: 'invalid'; reason: string }
  /** The pattern ran past the time limit: the worker was terminated and replaced. */
  | { kind: 'timeout' }
  /** A newer pattern came before this one finished. */
  | { kind: 'superseded' };

export interface Timers {
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

const realTimers: Timers = {
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: handle => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

/** How long one pattern may run over every sample before its worker is terminated. */
export const PREVIEW_TIME_LIMIT_MS = 750;

interface Job {
  id: number;
  resolve: (outcome: PreviewOutcome) => void;
  timer: unknown;
}

/** A fresh worker may take a while to start on a busy machine; its first pattern waits for it. */
export const WORKER_START_LIMIT_MS = 15_000;

/**
 * One pattern at a time in one worker, with a time limit. A pattern still running when the limit
 * passes (or when a newer pattern arrives) cannot be interrupted inside the worker, so the worker
 * is terminated and a fresh one, given the samples again, takes the next pattern: the page never
 * waits on a runaway regex.
 */
export class PreviewRunner {
  private worker: WorkerLike | null = null;
  private ready = false;
  private samples: string[] = [];
  private job: Job | null = null;
  private nextId = 1;

  constructor(
    private readonly makeWorker: () => WorkerLike,
    private readonly limitMs = PREVIEW_TIME_LIMIT_MS,
    private readonly timers: Timers = realTimers,
  ) {}

  setSamples(samples: string[]): void {
    this.samples = samples;
    this.worker?.postMessage({ type: 'samples', samples });
  }

  run(pattern: string): Promise<PreviewOutcome> {
    if (this.job) {
      // The worker is busy with an older pattern that may never end: replace it.
      this.finish({ kind: 'superseded' });
      this.restart();
    }
    const worker = this.ensureWorker();
    const id = this.nextId++;
    return new Promise(resolve => {
      this.job = {
        id,
        resolve,
        timer: this.startTimer(id, this.ready ? this.limitMs : WORKER_START_LIMIT_MS + this.limitMs),
      };
      worker.postMessage({ type: 'run', id, pattern });
    });
  }

  /** The pattern's time limit: terminate and replace the worker when it passes. */
  private startTimer(id: number, ms: number): unknown {
    return this.timers.setTimeout(() => {
      if (this.job?.id !== id) return;
      this.finish({ kind: 'timeout' });
      this.restart();
    }, ms);
  }

  dispose(): void {
    if (this.job) this.finish({ kind: 'superseded' });
    this.restart();
  }

  private ensureWorker(): WorkerLike {
    if (this.worker) return this.worker;
    const worker = this.makeWorker();
    worker.onmessage = event => {
      const answer = event.data;
      if (answer.kind === 'ready') {
        this.ready = true;
        // The pattern waiting for this start-up now gets the usual limit, counted from here.
        if (this.job) {
          this.timers.clearTimeout(this.job.timer);
          this.job.timer = this.startTimer(this.job.id, this.limitMs);
        }
        return;
      }
      if (!this.job || answer.id !== this.job.id) return;
      this.finish(
        answer.kind === 'done' ? { kind: 'done', spans: answer.spans } : { kind: 'invalid', reason: answer.reason },
      );
    };
    worker.postMessage({ type: 'samples', samples: this.samples });
    this.worker = worker;
    return worker;
  }

  private restart(): void {
    this.worker?.terminate();
    this.worker = null;
    this.ready = false;
  }

  private finish(outcome: PreviewOutcome): void {
    const job = this.job;
    if (!job) return;
    this.job = null;
    this.timers.clearTimeout(job.timer);
    job.resolve(outcome);
  }
}

/** The real worker, bundled by Vite as a module worker. */
export const createPreviewWorker = (): WorkerLike =>
  new Worker(new URL('./preview.worker.ts', import.meta.url), { type: 'module' }) as unknown as WorkerLike;
