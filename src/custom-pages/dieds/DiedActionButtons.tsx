import DeleteIcon from '@mui/icons-material/Delete';
import ReplayIcon from '@mui/icons-material/Replay';
import { Button, IconButton, Tooltip } from '@mui/material';
import { useListContext, useRecordContext, useTranslate } from 'react-admin';
import type { DiedRow } from './diedRows';
import { useDiedsActions } from './DiedsActions';

/** The bulk action buttons of the table's selection (react-admin's bulk actions toolbar shows them). */
export const DiedsBulkButtons = () => {
  const translate = useTranslate();
  const { busy, ask } = useDiedsActions();
  const { data = [], selectedIds = [] } = useListContext<DiedRow>();
  const chosen = () => data.filter(row => selectedIds.includes(row.id));
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        startIcon={<ReplayIcon />}
        disabled={busy}
        onClick={() => ask('recrawl', chosen())}
      >
        {translate('app.dieds.recrawl_selected')}
      </Button>
      <Button
        size="small"
        variant="outlined"
        color="error"
        startIcon={<DeleteIcon />}
        disabled={busy}
        onClick={() => ask('delete', chosen())}
      >
        {translate('app.dieds.delete_selected')}
      </Button>
    </>
  );
};

/** One row's Recrawl (the recrawl dialog; disabled without an application) and Delete (after confirmation). */
export const DiedRowActions = () => {
  const translate = useTranslate();
  const { busy, ask, recrawlOne } = useDiedsActions();
  const row = useRecordContext<DiedRow>();
  if (!row) return null;
  const recrawlLabel = translate('app.dieds.recrawl_row', { uuid: row.uuid });
  return (
    <>
      <Tooltip title={row.application_id == null ? translate('app.dieds.no_application') : recrawlLabel}>
        <span>
          <IconButton
            aria-label={recrawlLabel}
            onClick={() => recrawlOne(row)}
            disabled={busy || row.application_id == null}
          >
            <ReplayIcon />
          </IconButton>
        </span>
      </Tooltip>
      <IconButton
        aria-label={translate('app.dieds.delete_row', { uuid: row.uuid })}
        onClick={() => ask('delete', [row])}
        disabled={busy}
      >
        <DeleteIcon />
      </IconButton>
    </>
  );
};
