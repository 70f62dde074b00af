import ReplayIcon from '@mui/icons-material/Replay';
import { Button, useListContext, useNotify, useRefresh, type Identifier } from 'react-admin';
import { useWaitLabel } from '../../components/SaveThrottle';
import { useApiAction, type AppAction } from '../../components/useApiAction';
import type { AppDataProvider } from '../../providers';
import type { Application } from './types';
import { splitForReanalysis } from './applicationRules';

interface Split {
  send: Identifier[];
  skipped: number;
}

/** The selected rows: those on the page, and the others (selected on another page) fetched. */
const selectedRows = async (ids: Identifier[], page: Application[] | undefined, dataProvider: AppDataProvider) => {
  const rows = (page ?? []).filter(row => ids.includes(row.id));
  // Application ids are numbers in api/v1; the selection holds them as react-admin Identifiers.
  const missing = ids.filter(id => !rows.some(row => row.id === id)).map(Number);
  if (!missing.length) return rows;
  const { data } = await dataProvider.getMany<Application>('applications', { ids: missing });
  return [...rows, ...data];
};

/**
 * Reanalyse several (decision 19): the selected applications that pass the reanalyse rule go in
 * one POST mass-reanalysis/, the others are skipped, and the notice says how many of each.
 */
export const BulkReanalyseButton = () => {
  const { selectedIds, data, onUnselectItems } = useListContext<Application>();
  const notify = useNotify();
  const refresh = useRefresh();
  const { run, running, waiting } = useApiAction();
  const waitLabel = useWaitLabel();
  const wait = waiting('mass-reanalysis');
  const action: AppAction<Split> = {
    name: 'mass-reanalysis',
    run: async dataProvider => {
      const split = splitForReanalysis(selectedIds, await selectedRows(selectedIds, data, dataProvider), Date.now());
      if (split.send.length) await dataProvider.massReanalyse(split.send);
      return split;
    },
    onSuccess: ({ send, skipped }) => {
      notify('resources.applications.bulk_reanalyse.done', {
        type: send.length ? 'success' : 'warning',
        messageArgs: { smart_count: send.length, skipped },
      });
      onUnselectItems();
      if (send.length) refresh();
    },
  };
  return (
    <Button
      label={waitLabel('resources.applications.bulk_reanalyse.button', wait)}
      onClick={() => run(action)}
      disabled={running !== undefined || wait > 0}
    >
      <ReplayIcon />
    </Button>
  );
};
