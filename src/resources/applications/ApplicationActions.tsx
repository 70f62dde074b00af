import { useState } from 'react';
import { Box, Button } from '@mui/material';
import { Confirm, useRedirect, useRefresh, useTranslate } from 'react-admin';
import { useWaitLabel } from '../../components/SaveThrottle';
import { WatchButton } from '../../components/watch';
import { config } from '../../config';
import { sharedLinkUrl } from '../../lib/sharedLink';
import type { ApplicationDetail } from './types';
import { canFinalise, canReanalyse } from './applicationRules';
import { DocumentsMenu } from './DocumentsMenu';
import { ShareDialog } from './ShareDialog';
import { SharedLinkDialog } from './SharedLinkDialog';
import type { AppAction } from './useApplicationAction';

export interface ApplicationActionsProps {
  application: ApplicationDetail;
  now: number;
  documentsDisabled: boolean;
  run: (action: AppAction) => void;
  running: string | undefined;
  /** Seconds an action must still wait after the server throttled it (useApiAction). */
  waiting: (name: string) => number;
  onRecrawl: () => void;
}

const key = (name: string) => `resources.applications.actions.${name}`;

/**
 * The toolbar of the application view (docs/product.md#application-view). After a change the page's
 * queries are refreshed, so the view (and the lookup page showing it) reads the new state.
 */
export const ApplicationActions = ({
  application,
  now,
  documentsDisabled,
  run,
  running,
  waiting,
  onRecrawl,
}: ApplicationActionsProps) => {
  const translate = useTranslate();
  const waitLabel = useWaitLabel();
  /** An action's button: off while any action runs or while this one waits out a throttle, saying how long. */
  const off = (name: string) => busy || waiting(name) > 0;
  const label = (text: string, name: string) => waitLabel(text, waiting(name));
  const refresh = useRefresh();
  const redirect = useRedirect();
  const [dialog, setDialog] = useState<'share' | 'delete' | null>(null);
  const [sharedLink, setSharedLink] = useState<{ url: string; expires?: string } | null>(null);
  const { id } = application;
  const busy = running !== undefined;

  const reanalyse = () =>
    run({
      name: 'reanalyse',
      run: dataProvider => dataProvider.reanalyse(id),
      success: { message: key('reanalyse_started'), args: { id } },
      onSuccess: refresh,
    });
  const finalise = () =>
    run({
      name: 'finalise',
      run: dataProvider => dataProvider.finalise(application.vendor_label ?? '', application.vendor_specific_id ?? ''),
      success: { message: key('finalised'), args: { id } },
      onSuccess: refresh,
    });
  const webhook = (kind: 'bundle' | 'summary') =>
    run({
      name: `${kind}-webhook`,
      run: dataProvider =>
        kind === 'bundle' ? dataProvider.sendBundleWebhook(id) : dataProvider.sendSummaryWebhook(id),
      success: { message: kind === 'bundle' ? 'app.message.bundle_webhook_sent' : 'app.message.summary_webhook_sent' },
      onSuccess: refresh,
    });
  // docs/screens/webhooks-sharedlink-embed.md#shared-link: a download link beside Share.
  const copyLink = () =>
    run({
      name: 'shared-link',
      run: dataProvider => dataProvider.generateSharedLink(id),
      onSuccess: link => {
        const { guid, expires } = link as { guid: string; expires?: string };
        setSharedLink({ url: sharedLinkUrl(window.location.origin, config.basename, guid), expires });
      },
    });
  const remove = () =>
    run({
      name: 'delete',
      run: dataProvider => dataProvider.deleteApplication(id),
      success: { message: 'app.message.delete_application_success' },
      failure: error => ({ message: 'app.message.delete_application_failed', args: { message: error.message } }),
      onSuccess: () => {
        setDialog(null);
        redirect('list', 'applications');
      },
    });

  return (
    <Box role="toolbar" aria-label={translate(key('label'))} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Button
        variant="contained"
        size="small"
        disabled={off('reanalyse') || !canReanalyse(application, now)}
        onClick={reanalyse}
      >
        {label(key('reanalyse'), 'reanalyse')}
      </Button>
      <Button
        variant="outlined"
        size="small"
        disabled={off('recrawl') || !application.profiles?.length}
        onClick={onRecrawl}
      >
        {label(key('recrawl'), 'recrawl')}
      </Button>
      {canFinalise(application) && (
        <Button variant="outlined" size="small" disabled={off('finalise')} onClick={finalise}>
          {label(key('finalise'), 'finalise')}
        </Button>
      )}
      <Button
        variant="outlined"
        size="small"
        disabled={off('share') || documentsDisabled}
        onClick={() => setDialog('share')}
      >
        {label(key('share'), 'share')}
      </Button>
      <Button variant="outlined" size="small" disabled={off('shared-link') || documentsDisabled} onClick={copyLink}>
        {label('app.sharedLink.copy_link', 'shared-link')}
      </Button>
      <Button
        variant="outlined"
        size="small"
        disabled={off('bundle-webhook') || documentsDisabled}
        onClick={() => webhook('bundle')}
      >
        {label(key('bundle_webhook'), 'bundle-webhook')}
      </Button>
      <Button
        variant="outlined"
        size="small"
        disabled={off('summary-webhook') || documentsDisabled}
        onClick={() => webhook('summary')}
      >
        {label(key('summary_webhook'), 'summary-webhook')}
      </Button>
      <DocumentsMenu application={application} disabled={busy || documentsDisabled} run={run} />
      {/* Told when the run completes or fails (docs/product.md#tables, "Watch"). */}
      <WatchButton record={application} />
      <Button
        variant="outlined"
        size="small"
        color="error"
        disabled={off('delete')}
        onClick={() => setDialog('delete')}
      >
        {label(key('delete'), 'delete')}
      </Button>
      {sharedLink && (
        <SharedLinkDialog
          applicationId={id}
          url={sharedLink.url}
          expires={sharedLink.expires}
          onClose={() => setSharedLink(null)}
        />
      )}
      {dialog === 'share' && (
        <ShareDialog
          applicationId={id}
          onClose={() => setDialog(null)}
          run={run}
          pending={running === 'share' || waiting('share') > 0}
        />
      )}
      <Confirm
        isOpen={dialog === 'delete'}
        loading={running === 'delete'}
        title="resources.applications.delete.title"
        titleTranslateOptions={{ id }}
        content="resources.applications.delete.content"
        confirm="resources.applications.delete.confirm"
        cancel="resources.applications.delete.cancel"
        confirmColor="warning"
        onConfirm={remove}
        onClose={() => setDialog(null)}
      />
    </Box>
  );
};
