/// <reference lib="webworker" />
import { compileRule } from '../../lib/regexDialect';
import type { FromWorker, MatchSpan, ToWorker } from './previewProtocol';

/**
 * Runs a rule's pattern over the sample descriptions off the main thread: a catastrophic pattern
 * can only hang this worker, which the page terminates after its time limit (previewRunner.ts).
 */
declare const self: DedicatedWorkerGlobalScope;

let samples: string[] = [];

self.onmessage = (event: MessageEvent<ToWorker>) => {
  const message = event.data;
  if (message.type === 'samples') {
    samples = message.samples;
    return;
  }
  const check = compileRule(message.pattern);
  let answer: FromWorker;
  if (!check.ok) answer = { id: message.id, kind: 'invalid', reason: check.reason };
  else {
    const spans: MatchSpan[] = samples.map(sample => {
      const found = check.regex.exec(sample);
      return found ? [found.index, found.index + found[0].length] : null;
    });
    answer = { id: message.id, kind: 'done', spans };
  }
  self.postMessage(answer);
};

self.postMessage({ id: 0, kind: 'ready' } satisfies FromWorker);
