import type { ReactNode } from 'react';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import BlockIcon from '@mui/icons-material/Block';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import { useTranslate, type ErrorProps } from 'react-admin';
import { PageTitle } from '../components/PageTitle';
import { Link } from 'react-router-dom';
import { useEndsLandingPreview } from '../lib/landingPreview';
import { isLostChunk, pageReload } from '../lib/pageReload';

// The loading screen is a module of its own: it is all /login needs of these screens, and a module
// travels whole in one chunk (docs/performance.md).
export { LoadingPage } from './LoadingPage';

interface StatusCardProps {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
  /** Replaces the way back to the dashboard. */
  action?: ReactNode;
}

const StatusCard = ({ icon, title, children, action }: StatusCardProps) => {
  const translate = useTranslate();
  // Drawn where the landing list's preview stood (lib/landingPreview.ts): the app's own page now.
  useEndsLandingPreview();
  return (
    <Card sx={{ mt: 2, maxWidth: 640, mx: 'auto', width: '100%' }}>
      <PageTitle title={title} />
      <CardContent sx={{ textAlign: 'center', py: 5 }}>
        <Box sx={{ color: 'text.secondary', '& svg': { fontSize: 56 } }} aria-hidden>
          {icon}
        </Box>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate(title)}
        </Typography>
        {children}
        {action ?? (
          <Button component={Link} to="/" variant="contained" sx={{ mt: 2 }}>
            {translate('app.shell.home')}
          </Button>
        )}
      </CardContent>
    </Card>
  );
};

/**
 * docs/product.md, decision 15: the identity call failed for a reason other than 401, 403 or 502
 * (a server error, a timeout, no network). The session is kept; the user retries when the server
 * is back.
 */
export const SessionUnavailablePage = ({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) => {
  const translate = useTranslate();
  return (
    <StatusCard
      icon={<CloudOffIcon />}
      title="app.shell.unavailable"
      action={
        <Button variant="contained" sx={{ mt: 2 }} onClick={onRetry} disabled={retrying}>
          {translate('app.shell.retry')}
        </Button>
      }
    >
      <Typography color="text.secondary">{translate('app.shell.unavailable_hint')}</Typography>
    </StatusCard>
  );
};

/** docs/product.md#routes: any unknown path. */
export const NotFound = () => <StatusCard icon={<SearchOffIcon />} title="app.message.not_found" />;

/** docs/product.md#session: a level below the route's minimum. */
export const NotAuthorised = () => <StatusCard icon={<BlockIcon />} title="app.message.not_authorised" />;

/** The layout's error boundary screen: the generic Error title of docs/product.md#messages. */
export const ErrorPage = ({ error }: ErrorProps) => {
  const translate = useTranslate();
  // A screen whose code could not be loaded: going elsewhere and back would fail the same way (the
  // browser keeps the failed fetch), so the page says so and offers the reload that works.
  if (isLostChunk(error))
    return (
      <StatusCard
        icon={<CloudOffIcon />}
        title="app.message.error_title"
        action={
          <Button variant="contained" sx={{ mt: 2 }} onClick={() => pageReload.reload()}>
            {translate('app.message.reload')}
          </Button>
        }
      >
        <Typography color="text.secondary">{translate('app.message.chunk_lost')}</Typography>
      </StatusCard>
    );
  return (
    <StatusCard icon={<ErrorOutlineIcon />} title="app.message.error_title">
      <Typography color="text.secondary">{translate('ra.message.error')}</Typography>
      {import.meta.env.DEV && error?.message ? (
        <Typography component="pre" variant="caption" sx={{ mt: 2, whiteSpace: 'pre-wrap' }}>
          {error.message}
        </Typography>
      ) : null}
    </StatusCard>
  );
};
