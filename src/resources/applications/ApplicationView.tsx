/**
 * The application view (docs/product.md#application-view), reusable: `ApplicationShow` renders it for
 * /applications/:id, and the Lookup page renders `<ApplicationView record={application} />` when
 * one application matches (or `<ApplicationView id={id} />` to let it fetch). It refreshes
 * through react-admin's `useRefresh` after an action, and goes back to /applications on delete.
 */
import { useState } from 'react';
import { Alert, Box, CircularProgress } from '@mui/material';
import { useGetOne, useRecordContext, useTranslate, type Identifier } from 'react-admin';
import type { ApplicationDetail, Profile } from './types';
import { documentsExpired } from './applicationDocuments';
import { ApplicationActions } from './ApplicationActions';
import { ApplicationDetails, WebhookLogCard } from './ApplicationDetails';
import { ApplicationProfiles } from './ApplicationProfiles';
import { RecrawlDialog } from '../../components/recrawl/RecrawlDialog';
import { useApplicationAction, useNow } from './useApplicationAction';

export interface ApplicationViewProps {
  /** The application to show; else the record context; else it is fetched by `id`. */
  record?: ApplicationDetail;
  id?: Identifier;
}

const Body = ({ application }: { application: ApplicationDetail }) => {
  const translate = useTranslate();
  const now = useNow();
  const { run, running, waiting } = useApplicationAction();
  // undefined: closed; null: open on the first profile.
  const [recrawl, setRecrawl] = useState<Profile | null | undefined>(undefined);
  const expired = documentsExpired(application, now);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, py: 2 }}>
      <ApplicationActions
        application={application}
        now={now}
        documentsDisabled={expired}
        run={run}
        running={running}
        waiting={waiting}
        onRecrawl={() => setRecrawl(null)}
      />
      {expired && <Alert severity="info">{translate('resources.applications.show.documents_expired')}</Alert>}
      <ApplicationDetails application={application} />
      <WebhookLogCard log={application.webhook_log} />
      <ApplicationProfiles profiles={application.profiles ?? []} onRecrawl={setRecrawl} documentsDisabled={expired} />
      {recrawl !== undefined && (
        <RecrawlDialog
          application={application}
          profile={recrawl ?? undefined}
          onClose={() => setRecrawl(undefined)}
          run={run}
          pending={running === 'recrawl' || waiting('recrawl') > 0}
        />
      )}
    </Box>
  );
};

export const ApplicationView = ({ record, id }: ApplicationViewProps) => {
  const translate = useTranslate();
  const context = useRecordContext<ApplicationDetail>();
  const given = record ?? context;
  const { data, error } = useGetOne<ApplicationDetail>(
    'applications',
    { id: Number(id ?? 0) },
    { enabled: !given && id != null },
  );
  const application = given ?? data;
  if (application) return <Body application={application} />;
  if (error) return <Alert severity="error">{error instanceof Error ? error.message : String(error)}</Alert>;
  return <CircularProgress aria-label={translate('resources.applications.show.loading')} sx={{ m: 2 }} />;
};
