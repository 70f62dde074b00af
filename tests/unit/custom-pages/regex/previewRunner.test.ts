import { describe, expect, it } from 'vitest';
import { PreviewRunner, type Timers, type WorkerLike } from '../../../../src/custom-pages/regex/previewRunner';
import type { FromWorker, ToWorker } from '../../../../src/custom-pages/regex/previewProtocol';

/** A worker that records what it is sent and answers only when the test says so. */
class FakeWorker implements WorkerLike {
  static made: FakeWorker[] = [];
  received: ToWorker[] = [];
  terminated = false;
  onmessage: ((event: MessageEvent<FromWorker>) => void) | null = null;
  constructor() {
    FakeWorker.made.push(this);
  }
  postMessage(message: ToWorker) {
    this.received.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  answer(data: FromWorker) {
    this.onmessage?.({ data } as MessageEvent<FromWorker>);
  }
  lastRun() {
    const runs = this.received.filter(message => message.type === 'run');
    return runs[runs.length - 1] as Extract<ToWorker, { type: 'run' }>;
  }
}

/** Timers the test moves by hand. */
const fakeTimers = () => {
  let now = 0;
  const pending = new Map<number, { at: number; run: () => void }>();
  let next = 1;
  const timers: Timers = {
    setTimeout: (run, ms) => {
      pending.set(next, { at: now + ms, run });
      return next++;
    },
    clearTimeout: handle => pending.delete(handle as number),
  };
  const advance = (ms: number) => {
    now += ms;
    for (const [id, timer] of [...pending]) {
      if (timer.at <= now) {
        pending.delete(id);
        timer.run();
      }
    }
  };
  return { timers, advance, pending };
};

const setup = (limit = 500) => {
  FakeWorker.made = [];
  const clock = fakeTimers();
  const runner = new PreviewRunner(() => new FakeWorker(), limit, clock.timers);
  return { runner, clock };
};

describe('PreviewRunner', () => {
  it('gives the worker the samples, then the pattern, and resolves with its answer', async () => {
    const { runner, clock } = setup();
    runner.setSamples(['EFTPOS A', 'ATM B']);
    const outcome = runner.run('^EFTPOS');
    const worker = FakeWorker.made[0];
    expect(worker.received[0]).toEqual({ type: 'samples', samples: ['EFTPOS A', 'ATM B'] });
    worker.answer({ id: worker.lastRun().id, kind: 'done', spans: [[0, 6], null] });
    await expect(outcome).resolves.toEqual({ kind: 'done', spans: [[0, 6], null] });
    expect(clock.pending.size).toBe(0);
  });

  it('terminates a worker that runs past the time limit, says "timeout", and the next pattern gets a fresh worker with the samples', async () => {
    const { runner, clock } = setup(500);
    runner.setSamples(['a'.repeat(40) + '!']);
    const slow = runner.run('(a+)+$');
    const hung = FakeWorker.made[0];
    hung.answer({ id: 0, kind: 'ready' });
    clock.advance(499);
    expect(hung.terminated).toBe(false);
    clock.advance(1);
    await expect(slow).resolves.toEqual({ kind: 'timeout' });
    expect(hung.terminated).toBe(true);

    const quick = runner.run('^a');
    expect(FakeWorker.made).toHaveLength(2);
    const fresh = FakeWorker.made[1];
    expect(fresh.received[0]).toEqual({ type: 'samples', samples: ['a'.repeat(40) + '!'] });
    fresh.answer({ id: fresh.lastRun().id, kind: 'done', spans: [[0, 1]] });
    await expect(quick).resolves.toEqual({ kind: 'done', spans: [[0, 1]] });
  });

  it("does not count a fresh worker's start-up against the pattern's time", async () => {
    const { runner, clock } = setup(500);
    const run = runner.run('^a');
    const worker = FakeWorker.made[0];
    clock.advance(5_000);
    expect(worker.terminated).toBe(false);
    worker.answer({ id: 0, kind: 'ready' });
    clock.advance(499);
    expect(worker.terminated).toBe(false);
    clock.advance(1);
    await expect(run).resolves.toEqual({ kind: 'timeout' });
    expect(worker.terminated).toBe(true);
  });

  it('a late answer of a terminated run is ignored', async () => {
    const { runner, clock } = setup(100);
    const slow = runner.run('x');
    const worker = FakeWorker.made[0];
    worker.answer({ id: 0, kind: 'ready' });
    const id = worker.lastRun().id;
    clock.advance(100);
    await expect(slow).resolves.toEqual({ kind: 'timeout' });
    worker.answer({ id, kind: 'done', spans: [] });
    const next = runner.run('y');
    FakeWorker.made[1].answer({ id: FakeWorker.made[1].lastRun().id, kind: 'invalid', reason: 'bad' });
    await expect(next).resolves.toEqual({ kind: 'invalid', reason: 'bad' });
  });

  it('a newer pattern supersedes one still running: the busy worker is replaced at once', async () => {
    const { runner, clock } = setup();
    const first = runner.run('(a+)+$');
    const second = runner.run('^a');
    await expect(first).resolves.toEqual({ kind: 'superseded' });
    expect(FakeWorker.made[0].terminated).toBe(true);
    const worker = FakeWorker.made[1];
    worker.answer({ id: worker.lastRun().id, kind: 'done', spans: [] });
    await expect(second).resolves.toEqual({ kind: 'done', spans: [] });
    expect(clock.pending.size).toBe(0);
  });

  it('dispose ends the worker and the run', async () => {
    const { runner } = setup();
    const run = runner.run('a');
    runner.dispose();
    await expect(run).resolves.toEqual({ kind: 'superseded' });
    expect(FakeWorker.made[0].terminated).toBe(true);
  });
});
