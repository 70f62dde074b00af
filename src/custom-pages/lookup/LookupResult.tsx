import { Suspense, type ComponentProps } from 'react';
import { Box, Button, LinearProgress, Typography } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import type { LookupMatch } from '../../providers/methods/lookup';
import { ApplicationView } from '../../resources/applications';

type ViewRecord = NonNullable<ComponentProps<typeof ApplicationView>['record']>;

/**
 * The one application a lookup settled on: the application view, in a landmark named after it,
 * with a link to the application's own page. The lookup answers the view's full record.
 */
export const LookupResult = ({ match }: { match: LookupMatch }) => {
  const translate = useTranslate();
  const title = translate('app.lookup.found', { id: match.id });
  return (
    <Box component="section" aria-label={title}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Typography component="h2" variant="h6">
          {[title, match.vendor_specific_id].filter(Boolean).join(' · ')}
        </Typography>
        <Button component={Link} to={`/applications/${match.id}/show`} size="small" startIcon={<OpenInNewIcon />}>
          {translate('app.lookup.open')}
        </Button>
      </Box>
      <Suspense fallback={<LinearProgress aria-label={translate('app.lookup.loading')} />}>
        <ApplicationView record={match as unknown as ViewRecord} />
      </Suspense>
    </Box>
  );
};
