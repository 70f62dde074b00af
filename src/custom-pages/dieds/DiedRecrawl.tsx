import { Alert, Button, CircularProgress, Dialog, DialogActions, DialogContent } from '@mui/material';
import { useGetOne, useTranslate } from 'react-admin';
import { RecrawlDialog } from '../../components/recrawl/RecrawlDialog';
import type { RecrawlApplication, RecrawlProfile } from '../../components/recrawl/recrawlSchema';
import { useApiAction, type AppAction } from '../../components/useApiAction';
import type { DiedRow } from './diedRows';

/**
 * Recrawl one died crawler: the application view's recrawl dialog, opened on the row's application
 * (its `vendor_label` is the payload's `vendorref`) with that crawler as the only profile and the
 * died run's options as the jobs. useApiAction words a 429 and a failure, and says nothing when
 * the session ended.
 */
export const DiedRecrawl = ({
  row,
  onClose,
  onStarted,
}: {
  row: DiedRow;
  onClose: () => void;
  onStarted: (uuid: string) => void;
}) => {
  const translate = useTranslate();
  const { run, running, waiting } = useApiAction();
  const id = row.application_id ?? 0;
  const { data, error } = useGetOne<RecrawlApplication & { id: number }>('applications', { id }, { retry: false });
  if (!data) {
    return (
      <Dialog open onClose={onClose} aria-label={translate('app.dieds.loading_application', { id })}>
        <DialogContent>
          {error ? (
            <Alert severity="error">
              {translate('app.dieds.application_failed', {
                id,
                message: error instanceof Error ? error.message : String(error),
              })}
            </Alert>
          ) : (
            <CircularProgress aria-label={translate('app.dieds.loading_application', { id })} />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('app.dieds.close')}</Button>
        </DialogActions>
      </Dialog>
    );
  }
  const own = (data.profiles ?? []).find(profile => profile.crawler?.uuid === row.uuid);
  const profile: RecrawlProfile = own ?? { id: 0, bank_id: row.bank_id, crawler: { uuid: row.uuid } };
  const application: RecrawlApplication = {
    ...data,
    options: row.crawler_options ?? data.options,
    profiles: [profile],
  };
  const runAndMark = (action: AppAction) =>
    run({
      ...action,
      onSuccess: result => {
        action.onSuccess?.(result);
        onStarted(row.uuid);
      },
    });
  return (
    <RecrawlDialog
      application={application}
      profile={profile}
      onClose={onClose}
      run={runAndMark}
      pending={running === 'recrawl' || waiting('recrawl') > 0}
    />
  );
};
