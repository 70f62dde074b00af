import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Alert, Box, LinearProgress, Typography } from '@mui/material';
import { Confirm, useListContext, useNotify, useTranslate } from 'react-admin';
import { RECRAWL_DEFAULT_DAYS } from '../../components/recrawl/recrawlSchema';
import { isCatalogueKey } from '../../lib/notificationText';
import { DiedRecrawl } from './DiedRecrawl';
import type { BatchReport, DiedRow } from './diedRows';
import { useDiedActions, type DiedsQuery } from './useDieds';

export type DiedAction = 'recrawl' | 'delete';

interface DiedsActionsValue {
  /** A batch is running: the action buttons wait. */
  busy: boolean;
  /** The crawlers recrawled on this page (they stay listed, with a "Recrawl started" chip). */
  recrawled: ReadonlySet<string>;
  /** Asks for confirmation, then runs the action over the rows one at a time. */
  ask: (action: DiedAction, rows: DiedRow[]) => void;
  /** Opens the recrawl dialog for one row. */
  recrawlOne: (row: DiedRow) => void;
}

const DiedsActionsContext = createContext<DiedsActionsValue>({
  busy: false,
  recrawled: new Set(),
  ask: () => undefined,
  recrawlOne: () => undefined,
});

export const useDiedsActions = () => useContext(DiedsActionsContext);

interface Progress {
  action: DiedAction;
  done: number;
  total: number;
}

const ProgressBar = ({ progress }: { progress: Progress }) => {
  const translate = useTranslate();
  const text = translate(`app.dieds.running_${progress.action}`, { done: progress.done, total: progress.total });
  return (
    <Box role="status" sx={{ mb: 1 }}>
      <Typography variant="body2">{text}</Typography>
      <LinearProgress
        variant="determinate"
        value={(100 * progress.done) / Math.max(1, progress.total)}
        aria-label={text}
      />
    </Box>
  );
};

const Report = ({ report, onClose }: { report: BatchReport; onClose: () => void }) => {
  const translate = useTranslate();
  // A reason is the server's words, or a catalogue key of the client's own (a row with no application).
  const failureText = (message: string) => (isCatalogueKey(message) ? translate(message) : message);
  return (
    <Alert severity={report.failed.length ? 'warning' : 'success'} onClose={onClose} sx={{ mb: 1 }} role="alert">
      <div>
        {translate(`app.dieds.report_${report.action}`, { done: report.done.length, failed: report.failed.length })}
      </div>
      {report.failed.map(failure => (
        <div key={failure.uuid}>
          {translate('app.dieds.report_failure', { uuid: failure.uuid, message: failureText(failure.message) })}
        </div>
      ))}
    </Alert>
  );
};

/**
 * What acts on the died crawlers of the list context around it: recrawl and delete over a
 * selection (react-admin's Confirm first, then one row at a time with a progress bar, then a
 * done/failed report) and the one-row recrawl dialog. What was done leaves the selection, what
 * failed stays selected; a session-ending status stops the batch and reports nothing
 * (useDiedActions). `onBusy` tells the page while a batch runs.
 */
export const DiedsActions = ({
  query,
  onBusy,
  children,
}: {
  query: DiedsQuery;
  onBusy: (busy: boolean) => void;
  children: ReactNode;
}) => {
  const notify = useNotify();
  const { batch } = useDiedActions(query);
  const { selectedIds, onSelect } = useListContext<DiedRow>();
  const [confirm, setConfirm] = useState<{ action: DiedAction; rows: DiedRow[] } | null>(null);
  const [recrawlRow, setRecrawlRow] = useState<DiedRow | null>(null);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [report, setReport] = useState<BatchReport | null>(null);
  const [recrawled, setRecrawled] = useState<ReadonlySet<string>>(new Set());
  // The selection when a batch ends (it may have changed while the batch ran).
  const selection = useRef<DiedRow['id'][]>(selectedIds);
  useEffect(() => {
    selection.current = selectedIds;
  }, [selectedIds]);

  const markRecrawled = useCallback(
    (uuids: readonly string[]) => setRecrawled(previous => new Set([...previous, ...uuids])),
    [],
  );

  const runConfirmed = async () => {
    if (!confirm) return;
    const { action, rows } = confirm;
    setConfirm(null);
    setReport(null);
    setProgress({ action, done: 0, total: rows.length });
    onBusy(true);
    const result = await batch(action, rows, done => setProgress({ action, done, total: rows.length }));
    setProgress(null);
    onBusy(false);
    if (result.stopped) return;
    setReport({ action, done: result.done, failed: result.failed });
    if (action === 'recrawl') markRecrawled(result.done);
    const done = new Set(result.done);
    onSelect(selection.current.filter(id => !done.has(id)));
    notify(`app.dieds.report_${action}`, {
      type: result.failed.length ? 'warning' : 'success',
      messageArgs: { done: result.done.length, failed: result.failed.length },
    });
  };

  const value = useMemo(
    (): DiedsActionsValue => ({
      busy: progress !== null,
      recrawled,
      ask: (action, rows) => setConfirm({ action, rows }),
      recrawlOne: setRecrawlRow,
    }),
    [progress, recrawled],
  );

  return (
    <DiedsActionsContext.Provider value={value}>
      {report && <Report report={report} onClose={() => setReport(null)} />}
      {progress && <ProgressBar progress={progress} />}
      {children}
      {confirm && (
        <Confirm
          isOpen
          title={`app.dieds.confirm_${confirm.action}_title`}
          titleTranslateOptions={{ smart_count: confirm.rows.length }}
          content={`app.dieds.confirm_${confirm.action}`}
          contentTranslateOptions={{ days: RECRAWL_DEFAULT_DAYS }}
          confirm={`app.dieds.confirm_${confirm.action}_button`}
          confirmColor={confirm.action === 'delete' ? 'warning' : 'primary'}
          cancel="app.dieds.cancel"
          onConfirm={() => void runConfirmed()}
          onClose={() => setConfirm(null)}
        />
      )}
      {recrawlRow && (
        <DiedRecrawl row={recrawlRow} onClose={() => setRecrawlRow(null)} onStarted={uuid => markRecrawled([uuid])} />
      )}
    </DiedsActionsContext.Provider>
  );
};
