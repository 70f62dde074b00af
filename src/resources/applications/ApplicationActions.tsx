import { useState } from 'react';
import { Box, Button } from '@mui/material';
import { Confirm, useRedirect, useRefresh, useTranslate } from 'react-admin';
import { config } from '../../config';
import { sharedLinkUrl } from '../../lib/sharedLink';
import type { ApplicationDetail } from './applicationDetail';
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
  onRecrawl: () => void;
}

const key = (name: string) => `resources.applications.actions.${name}`;

/**
 * The toolbar of the application view (docs/product.md#application-view). After a change the page's
 * queries are refreshed, so the view (and the lookup page showing it) reads the new state.
 */
export const ApplicationActions = ({ application, now, documentsDisabled, run, running, onRecrawl }: ApplicationActionsProps) => {
  const translate = useTranslate();
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
      run: dataProvider => (kind === 'bundle' ? dataProvider.sendBundleWebhook(id) : dataProvider.sendSummaryWebhook(id)),
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
      <Button variant="contained" size="small" disabled={busy || !canReanalyse(application, now)} onClick={reanalyse}>
        {translate(key('reanalyse'))}
      </Button>
      <Button variant="outlined" size="small" disabled={busy || !application.profiles?.length} onClick={onRecrawl}>
        {translate(key('recrawl'))}
      </Button>
      {canFinalise(application) && (
        <Button variant="outlined" size="small" disabled={busy} onClick={finalise}>
          {translate(key('finalise'))}
        </Button>
      )}
      <Button variant="outlined" size="small" disabled={busy || documentsDisabled} onClick={() => setDialog('share')}>
        {translate(key('share'))}
      </Button>
      <Button variant="outlined" size="small" disabled={busy || documentsDisabled} onClick={copyLink}>
        {translate('app.sharedLink.copy_link')}
      </Button>
      <Button variant="outlined" size="small" disabled={busy || documentsDisabled} onClick={() => webhook('bundle')}>
        {translate(key('bundle_webhook'))}
      </Button>
      <Button variant="outlined" size="small" disabled={busy || documentsDisabled} onClick={() => webhook('summary')}>
        {translate(key('summary_webhook'))}
      </Button>
      <DocumentsMenu application={application} disabled={busy || documentsDisabled} run={run} />
      <Button variant="outlined" size="small" color="error" disabled={busy} onClick={() => setDialog('delete')}>
        {translate(key('delete'))}
      </Button>
      {sharedLink && (
        <SharedLinkDialog applicationId={id} url={sharedLink.url} expires={sharedLink.expires} onClose={() => setSharedLink(null)} />
      )}
      {dialog === 'share' && <ShareDialog applicationId={id} onClose={() => setDialog(null)} run={run} pending={running === 'share'} />}
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
