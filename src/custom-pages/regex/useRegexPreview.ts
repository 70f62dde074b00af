import { useEffect, useRef, useState } from 'react';
import { createPreviewWorker, PreviewRunner, type PreviewOutcome } from './previewRunner';

/** Keystrokes closer together than this share one run. */
export const PREVIEW_DEBOUNCE_MS = 60;

export type PreviewState =
  { kind: 'idle' } | { kind: 'running' } | { kind: 'unavailable' } | Exclude<PreviewOutcome, { kind: 'superseded' }>;

/**
 * The preview of one pattern over the samples, computed in a worker (previewRunner.ts): the main
 * thread only posts the pattern and renders the answer.
 */
export const useRegexPreview = (pattern: string, samples: string[]): PreviewState => {
  const runner = useRef<PreviewRunner | null>(null);
  const [state, setState] = useState<PreviewState>(() =>
    typeof Worker === 'undefined' ? { kind: 'unavailable' } : { kind: 'idle' },
  );

  useEffect(() => {
    if (typeof Worker === 'undefined') return;
    const created = new PreviewRunner(createPreviewWorker);
    runner.current = created;
    return () => {
      created.dispose();
      runner.current = null;
    };
  }, []);

  useEffect(() => {
    runner.current?.setSamples(samples);
  }, [samples]);

  useEffect(() => {
    const current = runner.current;
    if (!current) return;
    if (!pattern.trim()) {
      setState({ kind: 'idle' });
      return;
    }
    let live = true;
    const timer = setTimeout(() => {
      setState(previous => (previous.kind === 'done' ? previous : { kind: 'running' }));
      void current.run(pattern).then(outcome => {
        if (live && outcome.kind !== 'superseded') setState(outcome);
      });
    }, PREVIEW_DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [pattern, samples]);

  return state;
};
