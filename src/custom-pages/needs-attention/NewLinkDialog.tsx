import { useCallback, useMemo, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Divider } from '@mui/material';
import { useGetIdentity, useTranslate } from 'react-admin';
import {
  IframeBuilderStatus,
  IframeLinkForm,
  IframeLinkPanel,
  IframeSendForm,
  useIframeLabels,
  type BuiltLink,
} from '../../components/iframe';
import { iframeHost } from '../../lib/iframeHost';
import {
  DAYS_TO_RETRIEVE_MAX,
  DAYS_TO_RETRIEVE_MIN,
  IFRAME_OPTION_DEFAULTS,
  MESSAGES,
  type IframeOptions,
} from '../../lib/iframeLink';
import type { AppIdentity, AttentionApplication } from '../../providers';
import type { AttentionRow } from './attentionRows';

/** A job was asked for when its option is true or a state other than not_requested. */
const asked = (value: unknown) => value === true || (typeof value === 'string' && value !== 'not_requested');

/** The link's switches from what the application asked for; a switch it says nothing of keeps its default. */
export const linkOptionsOf = (options: AttentionApplication['options']): Partial<IframeOptions> => {
  if (!options) return {};
  const read = (key: string, value: (raw: unknown) => boolean) => (key in options ? value(options[key]) : undefined);
  const picked: Partial<Record<keyof IframeOptions, boolean | undefined>> = {
    transactions: read('transactions', asked),
    analysis: read('analysis', raw => raw === true),
    account_owner: read('account_owner_info', asked),
    estatements: read('estatements', asked),
    interims: read('interims', asked),
    select_accounts: read('select_accounts', raw => raw === true),
    multiple: read('multiple', raw => raw === true),
  };
  return Object.fromEntries(Object.entries(picked).filter(([, value]) => value !== undefined));
};

const daysOf = (options: AttentionApplication['options']): string => {
  const days = options?.days_to_retrieve;
  return typeof days === 'number' && days >= DAYS_TO_RETRIEVE_MIN && days <= DAYS_TO_RETRIEVE_MAX ? String(days) : '';
};

/**
 * "Send the customer a new link" (docs/product.md#needs-attention): the IFrame link builder filled
 * with the run's label, vendor-specific id and its application's options, and the customer's name
 * and e-mail when the application gives them; Send is the IFrame page's e-mail call
 * ("Successfully sent email" / "Failed to send email"). Nothing typed here is kept as a draft.
 */
export const NewLinkDialog = ({ row, onClose }: { row: AttentionRow; onClose: () => void }) => {
  const translate = useTranslate();
  const labels = useIframeLabels();
  const { identity, isPending: identityPending } = useGetIdentity();
  const vendor = (identity as AppIdentity | undefined)?.vendor;
  const [built, setBuilt] = useState<BuiltLink>({ result: { error: MESSAGES.bothRequired }, label: '' });
  const onChange = useCallback((next: BuiltLink) => setBuilt(next), []);
  const host = iframeHost();
  const application = row.application;
  // The run's label is offered even when the labels list does not hold it (a cut list).
  const choices = useMemo(() => {
    const rows = labels.data ?? [];
    return row.vendorLabel && !rows.some(label => label.ref === row.vendorLabel)
      ? [...rows, { id: -1, ref: row.vendorLabel }]
      : rows;
  }, [labels.data, row.vendorLabel]);
  const initial = useMemo(
    () => ({
      client_identifier: row.vendorSpecificId ?? '',
      days_to_retrieve: daysOf(application?.options),
      ...IFRAME_OPTION_DEFAULTS,
      ...linkOptionsOf(application?.options),
    }),
    [row.vendorSpecificId, application?.options],
  );

  return (
    <Dialog open onClose={onClose} aria-labelledby="new-link-title" fullWidth maxWidth="md">
      <DialogTitle id="new-link-title">{translate('app.needsAttention.new_link_title')}</DialogTitle>
      <DialogContent>
        <IframeBuilderStatus labels={labels} identityPending={identityPending} host={host} />
        {labels.isSuccess && !identityPending && (
          <>
            <IframeLinkForm
              host={host ?? ''}
              labels={choices}
              defaultLabel={row.vendorLabel ?? choices[0]?.ref ?? ''}
              onChange={onChange}
              initial={initial}
              draftName={null}
            />
            {host !== null && <IframeLinkPanel built={built.result} />}
            <Divider sx={{ my: 2 }} />
            <IframeSendForm
              link={host === null ? undefined : built.result.link}
              vendorName={vendor?.name || built.label}
              initial={{ customer_name: application?.full_name, customer_email: application?.email }}
              draftName={null}
              onSent={onClose}
            />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.needsAttention.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};
