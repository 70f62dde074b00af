import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress } from '@mui/material';
import { useGetOne, useTranslate } from 'react-admin';
import type { CrawlerLogEntry } from '../../lib/crawlerLog';
import type { Crawler } from '../../resources/crawlers';

/** The whole of a cut line, as text, scrollable (a line may be a megabyte). */
export const WholeLineDialog = ({ entry, onClose }: { entry: CrawlerLogEntry | null; onClose: () => void }) => {
  const translate = useTranslate();
  return (
    <Dialog open={!!entry} onClose={onClose} maxWidth="lg" fullWidth aria-labelledby="crawler-log-whole-line">
      <DialogTitle id="crawler-log-whole-line">
        {entry &&
          translate('app.crawlerLog.whole_line_title', {
            sequence: entry.sequence ?? '',
            length: entry.message.length,
          })}
      </DialogTitle>
      <DialogContent dividers>
        <Box
          component="pre"
          data-testid="crawler-log-whole-line"
          sx={{
            m: 0,
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
            fontSize: 13,
            maxHeight: '60vh',
            overflow: 'auto',
          }}
        >
          {entry?.message}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.crawlerLog.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};

const FIELDS = [
  'status',
  'bank',
  'vendor_label',
  'timestamp',
  'elapsed',
  'account_count',
  'cache_present',
  'mfa_flag',
  'error',
  'standardError',
] as const;

/**
 * Storage: the run's stored record (GET crawlers/{uuid}/ through the crawlers resource): whether its
 * cache is present (what Seed sets), its status, error and standard error.
 */
export const StorageDialog = ({ uuid, open, onClose }: { uuid: string; open: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  const { data, error, isPending, refetch } = useGetOne<Crawler>(
    'crawlers',
    { id: uuid },
    { enabled: open, retry: false },
  );
  const text = (field: (typeof FIELDS)[number]): string => {
    const value = data?.[field];
    if (value === undefined || value === null || value === '') return '-';
    if (typeof value === 'boolean') return translate(value ? 'app.crawlerLog.yes' : 'app.crawlerLog.no');
    if (typeof value === 'object') return [value.code, value.message].filter(Boolean).join(': ');
    return String(value);
  };
  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="crawler-log-storage">
      <DialogTitle id="crawler-log-storage">{translate('app.crawlerLog.storage_title')}</DialogTitle>
      <DialogContent dividers>
        {isPending && open && !error && <LinearProgress aria-label={translate('app.crawlerLog.loading')} />}
        {error ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void refetch()}>
                {translate('app.crawlerLog.retry')}
              </Button>
            }
          >
            {translate('app.crawlerLog.storage_failed', {
              message: error instanceof Error ? error.message : String(error),
            })}
          </Alert>
        ) : null}
        {data && (
          <Box
            component="dl"
            sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' }, gap: 1, m: 0 }}
          >
            {FIELDS.map(field => (
              <Box key={field} sx={{ display: 'contents' }}>
                <Box component="dt" sx={{ fontWeight: 600 }}>
                  {translate(`app.crawlerLog.storage_fields.${field}`)}
                </Box>
                <Box
                  component="dd"
                  sx={{
                    m: 0,
                    whiteSpace: 'pre-wrap',
                    overflowWrap: 'anywhere',
                    fontFamily: field === 'standardError' ? 'monospace' : undefined,
                  }}
                >
                  {text(field)}
                </Box>
              </Box>
            ))}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.crawlerLog.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};
