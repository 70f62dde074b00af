import type { ReactNode } from 'react';
import { Box, Card, CardContent, Link, Typography } from '@mui/material';
import { useGetIdentity, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { WebhookLogTable } from '../../components/WebhookLogTable';
import { useBankName } from '../../components/BankName';
import { applicationStatus } from '../../lib/applicationStatus';
import type { AppIdentity } from '../../providers/authProvider';
import { formatTimestamp, pcaSummary } from './applicationFormat';
import type { ApplicationDetail } from './types';
import { FlagCell } from './ApplicationFields';

const Item = ({ label, children }: { label: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {translate(label)}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-word' }}>
        {children}
      </Typography>
    </>
  );
};

const field = (name: string) => `resources.applications.fields.${name}`;
const detail = (name: string) => `resources.applications.detail_fields.${name}`;

/** Every option with its value or state (docs/product.md#applications), unlike the table's one-line summary. */
const OptionList = ({ options }: { options: Record<string, unknown> | undefined }) => {
  const translate = useTranslate();
  const entries = Object.entries(options ?? {}).filter(([, value]) => value !== null && typeof value !== 'object');
  return (
    <Box component="ul" sx={{ m: 0, pl: 2 }}>
      {entries.map(([key, value]) => {
        const name = translate(`resources.applications.options.${key}`, { value, _: key.replace(/_/g, ' ') });
        let shown = String(value);
        if (typeof value === 'boolean')
          shown = translate(value ? 'resources.applications.show.yes' : 'resources.applications.show.no');
        else if (typeof value === 'string')
          shown = translate(`resources.applications.option_state.${value}`, { _: value.replace(/_/g, ' ') });
        const label = typeof value === 'number' ? translate(detail(key), { _: key.replace(/_/g, ' ') }) : name;
        return <li key={key}>{`${label}: ${shown}`}</li>;
      })}
    </Box>
  );
};

/** The details of docs/product.md#application-view; Full Name only for a user whose show_pii is set. */
export const ApplicationDetails = ({ application }: { application: ApplicationDetail }) => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const showPii = !!(identity as AppIdentity | undefined)?.show_pii;
  const none = translate('resources.applications.show.none');
  const text = (value: unknown) => (value === null || value === undefined || value === '' ? none : String(value));
  const bank = useBankName(application.bank || application.bank_id);
  return (
    <Card variant="outlined">
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2, flexWrap: 'wrap', mb: 1 }}>
          <Typography variant="h6" component="h2">
            {translate('resources.applications.show.details', { id: application.id })}
          </Typography>
          <Link component={RouterLink} to={`/application/${application.id}`}>
            {translate('resources.applications.show.webhook_logs_link')}
          </Link>
        </Box>
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
        >
          <Item label={detail('id')}>{application.id}</Item>
          <Item label={field('timestamp')}>{formatTimestamp(application.timestamp)}</Item>
          <Item label={field('vendor')}>
            {application.vendor ? `${application.vendor.name} (${application.vendor.country_code})` : none}
          </Item>
          <Item label={detail('vendor_label')}>{text(application.vendor_label)}</Item>
          <Item label={field('vendor_specific_id')}>{text(application.vendor_specific_id)}</Item>
          {showPii && <Item label={field('full_name')}>{text(application.full_name)}</Item>}
          <Item label={detail('email')}>{text(application.email)}</Item>
          <Item label={detail('mobile')}>{text(application.mobile)}</Item>
          <Item label={detail('score_id')}>{text(application.score_id)}</Item>
          <Item label={field('bank')}>{text(bank)}</Item>
          <Item label={field('status')}>{applicationStatus(application)}</Item>
          <Item label={field('options')}>
            <OptionList options={application.options} />
          </Item>
          <Item label={field('initiator')}>{text(application.initiator)}</Item>
          <Item label={field('analysed')}>
            <FlagCell
              value={application.analysed}
              on="resources.applications.indicator.analysed"
              off="resources.applications.indicator.not_analysed"
            />
          </Item>
          <Item label={field('finalised')}>
            <FlagCell
              value={application.finalised}
              on="resources.applications.indicator.finalised"
              off="resources.applications.indicator.not_finalised"
            />
          </Item>
          <Item label={field('pca')}>{pcaSummary(application)}</Item>
        </Box>
      </CardContent>
    </Card>
  );
};

/** The webhook log embedded in the application, in the same table as its webhook-logs page. */
export const WebhookLogCard = ({ log }: { log: ApplicationDetail['webhook_log'] }) => {
  const translate = useTranslate();
  const title = translate('resources.applications.show.webhook_log');
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        <WebhookLogTable rows={log ?? []} label={title} />
      </CardContent>
    </Card>
  );
};
