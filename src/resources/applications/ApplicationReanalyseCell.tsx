import { createContext, memo, useContext, useMemo, type MouseEvent, type ReactNode } from 'react';
import { useRefresh, useTranslate, type Identifier } from 'react-admin';
import { ROW_BUTTON } from '../../components/rowButtons';
import { useWaitLabel } from '../../components/SaveThrottle';
import { useApiAction } from '../../components/useApiAction';
import { canReanalyse, type ReanalyseSubject } from './applicationRules';

export interface ReanalyseCellProps {
  application: ReanalyseSubject & { id: number | string };
}

interface ReanalyseRunner {
  reanalyse: (id: Identifier) => void;
  /** The row's reanalysis is in flight. */
  isRunning: (id: Identifier) => boolean;
  /** Seconds the row's reanalysis must still wait after a 429 (0: it may run). */
  waiting: (id: Identifier) => number;
}

const ReanalyseContext = createContext<ReanalyseRunner | null>(null);

const actionName = (id: Identifier) => `reanalyse-${id}`;

/**
 * One runner for the Reanalyse buttons of a table: a row's button reads it rather than holding
 * its own mutation, countdown and notifier, which a hundred rows would each set up before the
 * table's first paint (docs/performance.md). Each row still runs, waits out a 429 and shows it is
 * busy on its own.
 */
export const ReanalyseProvider = ({ children }: { children: ReactNode }) => {
  const refresh = useRefresh();
  // The application actions' one runner: its toasts, and 401/403/502 ending the session.
  const { run, isRunning, waiting } = useApiAction();
  const runner = useMemo<ReanalyseRunner>(
    () => ({
      reanalyse: id =>
        run({
          name: actionName(id),
          run: dataProvider => dataProvider.reanalyse(id),
          success: { message: 'resources.applications.reanalyse.success', args: { id } },
          onSuccess: refresh,
        }),
      isRunning: id => isRunning(actionName(id)),
      waiting: id => waiting(actionName(id)),
    }),
    [run, isRunning, waiting, refresh],
  );
  return <ReanalyseContext.Provider value={runner}>{children}</ReanalyseContext.Provider>;
};

/**
 * The Reanalyse button of a table row (inside a ReanalyseProvider): enabled by the rule of
 * docs/product.md, decision 2 (read when the row renders), POST applications/{id}/analyses, a
 * success notice and a reload of the list. The click does not open the row.
 */
export const ReanalyseCell = memo(({ application }: ReanalyseCellProps) => {
  const translate = useTranslate();
  const runner = useContext(ReanalyseContext);
  const waitLabel = useWaitLabel();
  if (!runner) throw new Error('ReanalyseCell needs a ReanalyseProvider around its table');
  const wait = runner.waiting(application.id);
  const onClick = (event: MouseEvent) => {
    event.stopPropagation();
    runner.reanalyse(application.id);
  };
  // A plain button drawn by the table's styles (components/rowButtons), not MUI's Button: one a row.
  return (
    <button
      type="button"
      className={ROW_BUTTON}
      disabled={runner.isRunning(application.id) || wait > 0 || !canReanalyse(application, Date.now())}
      onClick={onClick}
      aria-label={waitLabel(translate('resources.applications.reanalyse.label', { id: application.id }), wait)}
    >
      {waitLabel('resources.applications.reanalyse.button', wait)}
    </button>
  );
});
ReanalyseCell.displayName = 'ReanalyseCell';
