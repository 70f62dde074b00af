import { useCallback, useDeferredValue, useMemo, useRef, useState } from 'react';
import { Alert, Box, Button, LinearProgress, Typography } from '@mui/material';
import { useParams, useSearchParams } from 'react-router-dom';
import { useNotify, useTranslate } from 'react-admin';
import { PageTitle } from '../../components/PageTitle';
import { deriveJobStatus, filterEntries, logSections, type CrawlerLogEntry } from '../../lib/crawlerLog';
import { CrawlerLogToolbar } from './CrawlerLogToolbar';
import { LogFilters } from './LogFilters';
import { JobStatusSummary } from './JobStatusSummary';
import { LogRows, type LogRow, type LogRowsControls } from './LogRows';
import { StorageDialog, WholeLineDialog } from './CrawlerLogDialogs';
import { useCrawlerLog, type LogProblem } from './useCrawlerLog';

/**
 * The crawler log (docs/product.md#crawler-output, docs/screens/crawlerlog.md): every line of one
 * run, loaded page after page with the progress shown, the per-account job status derived from it,
 * a type filter and a text search kept in the URL, a flat or per-job view, virtualised rows.
 */
export const CrawlerLogPage = () => {
  const { uuid = '' } = useParams();
  const translate = useTranslate();
  const notify = useNotify();
  const [params, setParams] = useSearchParams();
  const type = params.get('type') ?? '';
  const q = params.get('q') ?? '';
  const grouped = params.get('view') === 'jobs';
  const log = useCrawlerLog(uuid);
  const entries = useDeferredValue(log.entries);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set());
  const [wholeLine, setWholeLine] = useState<CrawlerLogEntry | null>(null);
  const [storageOpen, setStorageOpen] = useState(false);
  const controls = useRef<LogRowsControls>(null);

  const setParam = useCallback(
    (key: string, value: string) =>
      setParams(
        previous => {
          const next = new URLSearchParams(previous);
          if (value) next.set(key, value);
          else next.delete(key);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const clearFilters = () =>
    setParams(
      previous => {
        const next = new URLSearchParams(previous);
        next.delete('type');
        next.delete('q');
        return next;
      },
      { replace: true },
    );

  const status = useMemo(() => deriveJobStatus(entries), [entries]);
  const shown = useMemo(() => filterEntries(entries, { type, q }), [entries, type, q]);
  const rows = useMemo<LogRow[]>(() => {
    // A line without a sequence is keyed by its place among the loaded lines.
    const place = new Map<object, number>(entries.map((entry, index) => [entry, index]));
    const keyOf = (entry: CrawlerLogEntry) =>
      entry.sequence !== null ? `e${entry.sequence}` : `n${place.get(entry) ?? ''}`;
    if (!grouped) return shown.map(entry => ({ kind: 'entry', key: keyOf(entry), entry }));
    const list: LogRow[] = [];
    for (const section of logSections(shown)) {
      const closed = collapsed.has(section.id);
      list.push({ kind: 'section', key: `s${section.id}`, section, collapsed: closed });
      if (!closed) section.entries.forEach(entry => list.push({ kind: 'entry', key: keyOf(entry), entry }));
    }
    return list;
  }, [entries, shown, grouped, collapsed]);

  const toggleSection = useCallback(
    (id: string) =>
      setCollapsed(previous => {
        const next = new Set(previous);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    [],
  );

  const refresh = async () => {
    const added = await log.refresh();
    if (added !== null)
      notify(added ? 'app.crawlerLog.refreshed' : 'app.crawlerLog.refreshed_none', { messageArgs: { count: added } });
  };

  const filtered = !!type || !!q;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <PageTitle title="app.pages.crawlerOutput" />
      <Typography component="h1" variant="h5">
        {translate('app.pages.crawlerOutput')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1, overflowWrap: 'anywhere' }}>
        {translate('app.crawlerLog.subtitle', { uuid })}
      </Typography>
      <CrawlerLogToolbar
        uuid={uuid}
        grouped={grouped}
        refreshing={log.refreshing}
        canScroll={rows.length > 0}
        onRefresh={() => void refresh()}
        onToggle={() => setParam('view', grouped ? '' : 'jobs')}
        onStorage={() => setStorageOpen(true)}
        onTop={() => controls.current?.top()}
        onBottom={() => controls.current?.bottom()}
      />
      <LoadState log={log} onRetry={log.reload} />
      {log.refreshProblem && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {translate('app.crawlerLog.refresh_failed', { message: log.refreshProblem })}
        </Alert>
      )}
      {entries.length > 0 && <JobStatusSummary status={status} partial={log.loading} />}
      {(entries.length > 0 || filtered) && (
        <LogFilters
          type={type}
          q={q}
          onType={value => setParam('type', value)}
          onSearch={value => setParam('q', value)}
          onClear={clearFilters}
          count={entries.length}
          shown={shown.length}
          grouped={grouped}
          onCollapseAll={() => setCollapsed(new Set(logSections(shown).map(section => section.id)))}
          onExpandAll={() => setCollapsed(new Set())}
        />
      )}
      {!log.loading && !log.problem && log.entries.length === 0 && (
        <Alert severity="info">{translate('app.crawlerLog.empty')}</Alert>
      )}
      {entries.length > 0 && shown.length === 0 && (
        <Alert severity="info">{translate('app.crawlerLog.no_match')}</Alert>
      )}
      {rows.length > 0 && (
        <LogRows
          uuid={uuid}
          rows={rows}
          onWholeLine={setWholeLine}
          onToggleSection={toggleSection}
          controls={controls}
        />
      )}
      <WholeLineDialog entry={wholeLine} onClose={() => setWholeLine(null)} />
      <StorageDialog uuid={uuid} open={storageOpen} onClose={() => setStorageOpen(false)} />
    </Box>
  );
};

const problemText = (problem: LogProblem, uuid: string, translate: ReturnType<typeof useTranslate>): string =>
  problem.kind === 'not_found'
    ? translate('app.crawlerLog.not_found', { uuid })
    : problem.kind === 'next_elsewhere'
      ? translate('app.crawlerLog.next_elsewhere')
      : problem.message;

const LoadState = ({ log, onRetry }: { log: ReturnType<typeof useCrawlerLog>; onRetry: () => void }) => {
  const translate = useTranslate();
  const { uuid = '' } = useParams();
  if (log.loading) {
    const label =
      log.total !== null
        ? translate('app.crawlerLog.progress', { loaded: log.loaded, total: log.total })
        : translate('app.crawlerLog.progress_unknown', { loaded: log.loaded });
    return (
      <Box sx={{ mb: 1 }} role="status" aria-live="polite">
        <LinearProgress
          variant={log.total ? 'determinate' : 'indeterminate'}
          value={log.total ? Math.min(100, (100 * log.loaded) / log.total) : undefined}
          aria-label={translate('app.crawlerLog.loading')}
        />
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {label}
        </Typography>
      </Box>
    );
  }
  if (!log.problem) {
    return (
      <Typography variant="body2" sx={{ mb: 1, color: 'text.secondary' }} role="status">
        {translate('app.crawlerLog.loaded', { count: log.entries.length })}
      </Typography>
    );
  }
  const text = problemText(log.problem, uuid, translate);
  const message =
    log.problem.kind === 'failed'
      ? log.entries.length
        ? translate('app.crawlerLog.failed_partial', { loaded: log.entries.length, message: text })
        : translate('app.crawlerLog.failed', { message: text })
      : text;
  return (
    <Alert
      severity="error"
      sx={{ mb: 1 }}
      action={
        log.problem.kind !== 'not_found' ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            {translate('app.crawlerLog.retry')}
          </Button>
        ) : undefined
      }
    >
      {message}
    </Alert>
  );
};
