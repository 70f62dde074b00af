import { useEffect, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { normaliseTerm, isUuidTerm, paletteLookupTypes } from '../lib/lookupTerm';
import type { AppDataProvider } from '../providers';
import type { LookupMatch, LookupType } from '../providers/methods/lookup';
import { isSessionEnded } from '../providers/sessionRule';
import { isThrottled } from '../providers/throttle';

/** How long typing must pause before the palette asks the server (docs/product.md#palette). */
export const PALETTE_DEBOUNCE_MS = 250;

/** A record the palette found: an application (by one of the lookup types) or, for staff, a crawler run. */
export interface FoundRecord {
  key: string;
  kind: 'application' | 'crawler';
  id: string;
  to: string;
  /** "Application 12 · Jane Citizen · found by Account Id". */
  label: string;
}

export interface PaletteSearch {
  /** idle: nothing to look up; searching: a request is on its way (or waiting for typing to pause). */
  status: 'idle' | 'searching' | 'done';
  found: FoundRecord[];
  /** The failure to say in the list: "Lookup failed: <server message>", or a 429's wait. */
  failure: string | null;
}

const IDLE: PaletteSearch = { status: 'idle', found: [], failure: null };

export const applicationPath = (id: string | number) => `/applications/${encodeURIComponent(String(id))}/show`;
export const crawlerLogPath = (uuid: string) => `/crawler/${encodeURIComponent(uuid)}`;

const statusOf = (error: unknown): number | undefined => {
  const status = error && typeof error === 'object' ? (error as { status?: unknown }).status : undefined;
  return typeof status === 'number' ? status : undefined;
};

const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message : typeof error === 'string' ? error : String(error);

/**
 * The records a typed or pasted id names (docs/product.md#palette): once typing pauses for
 * PALETTE_DEBOUNCE_MS, one `applications/lookup/` call a type paletteLookupTypes gives, and for
 * staff (`crawlerLog`: who may open the crawler log) with a uuid the crawler run itself (`crawlers/{uuid}/`). A new text aborts
 * the calls of the previous one. A 404 is "no such record"; any other failure is said, a 429 with
 * its wait; a call that ended the session (401/403/502, src/providers/sessionRule.ts) says nothing,
 * the app is on its way to /login.
 */
export const usePaletteSearch = (
  text: string,
  { crawlerLog, showPii }: { crawlerLog: boolean; showPii: boolean },
): PaletteSearch => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const [state, setState] = useState<PaletteSearch>(IDLE);
  const term = normaliseTerm(text);

  useEffect(() => {
    const types = paletteLookupTypes(term);
    if (!types.length) {
      setState(IDLE);
      return;
    }
    // What the previous text found goes at once: Enter must never open a record the new text did not find.
    setState({ status: 'searching', found: [], failure: null });
    const controller = new AbortController();
    const { signal } = controller;

    const applications = (type: LookupType) =>
      dataProvider.lookup(type, term, { signal }).then(({ data }) =>
        data.map((match: LookupMatch): FoundRecord => {
          const by = translate('app.palette.found_by', { type: translate(`app.lookup.types.${type}`) });
          // The full name only for a person whose show_pii is set (docs/product.md#levels), as Lookup's list.
          const name = (showPii && match.full_name) || match.vendor_specific_id;
          return {
            key: `application:${match.id}`,
            kind: 'application',
            id: String(match.id),
            to: applicationPath(match.id),
            label: [translate('app.palette.application', { id: match.id }), name, by].filter(Boolean).join(' · '),
          };
        }),
      );
    const crawler = () =>
      dataProvider.getOne('crawlers', { id: term, signal }).then(({ data }): FoundRecord[] => {
        const row = data as { bank?: unknown; status?: unknown };
        const details = [row.bank, row.status].filter(value => typeof value === 'string' && value);
        return [
          {
            key: `crawler:${term}`,
            kind: 'crawler',
            id: term,
            to: crawlerLogPath(term),
            label: [translate('app.palette.crawler', { id: term }), ...details].join(' · '),
          },
        ];
      });

    const timer = setTimeout(() => {
      const calls = [...(crawlerLog && isUuidTerm(term) ? [crawler()] : []), ...types.map(applications)];
      void Promise.allSettled(calls).then(results => {
        if (signal.aborted) return;
        const failures = results.flatMap(result =>
          result.status === 'rejected' && statusOf(result.reason) !== 404 ? [result.reason as unknown] : [],
        );
        if (failures.some(isSessionEnded)) return setState(IDLE);
        const seen = new Set<string>();
        const found = results
          .flatMap(result => (result.status === 'fulfilled' ? result.value : []))
          .filter(record => (seen.has(record.key) ? false : (seen.add(record.key), true)));
        const failure = failures[0];
        setState({
          status: 'done',
          found,
          failure:
            failure === undefined
              ? null
              : isThrottled(failure)
                ? messageOf(failure)
                : translate('app.palette.failed', { message: messageOf(failure) }),
        });
      });
    }, PALETTE_DEBOUNCE_MS);

    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [term, crawlerLog, showPii, dataProvider, translate]);

  return state;
};
