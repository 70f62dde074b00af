import { useEffect, useRef } from 'react';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { guidOf } from '../../lib/sharedLink';
import { useSharedDownload } from './useSharedDownload';

/** Time for the browser to take the file before the window goes. */
export const CLOSE_DELAY_MS = 1000;

/**
 * Shared Link (/shared_link?guid=..., docs/product.md#shared-link): downloads the shared files of
 * the application the guid names, then closes the window. A window the page did not open itself
 * cannot be closed by it: the page then says the download has started.
 */
export const SharedLinkPage = () => {
  const translate = useTranslate();
  const { search } = useLocation();
  const guid = guidOf(search);
  const { state, start } = useSharedDownload();
  // One download per guid, also when React runs effects twice (StrictMode) or the page re-renders.
  const started = useRef<string | null>(null);

  useEffect(() => {
    if (!guid || started.current === guid) return;
    started.current = guid;
    void start(guid);
  }, [guid, start]);

  const done = state.kind === 'done';
  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(() => window.close(), CLOSE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [done]);

  const retry = () => {
    if (guid) void start(guid);
  };

  return (
    <Card sx={{ mt: 2, maxWidth: 640 }}>
      <CardContent>
        <Typography variant="h6" component="h1" gutterBottom>
          {translate('app.sharedLink.title')}
        </Typography>
        {!guid && <Alert severity="error">{translate('app.message.shared_link_invalid')}</Alert>}
        {guid && (state.kind === 'idle' || state.kind === 'loading') && (
          <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
            <CircularProgress size={24} aria-label={translate('app.sharedLink.preparing')} />
            <Typography>{translate('app.sharedLink.preparing')}</Typography>
          </Box>
        )}
        {state.kind === 'done' && (
          <Alert severity="success" role="status">
            {translate('app.sharedLink.started')}
          </Alert>
        )}
        {state.kind === 'expired' && <Alert severity="error">{translate('app.message.shared_link_expired')}</Alert>}
        {state.kind === 'failed' && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={retry}>
                {translate('app.sharedLink.retry')}
              </Button>
            }
          >
            {translate(state.text.message, state.text.args)}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
};
