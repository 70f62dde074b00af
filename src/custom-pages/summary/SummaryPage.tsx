import { useMemo, type ReactNode } from 'react';
import { Alert, Box, Button, LinearProgress, Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { PollingStatus } from '../../components/polling';
import {
  formatUtc10,
  intervalOf,
  parseRangeSearch,
  rangeSearch,
  utc10Date,
  type SummaryRange,
} from '../../lib/summaryRange';
import { APPLICATION_SERIES, byPeriod, CRAWLER_SERIES } from './chartData';
import { SummaryRangeForm } from './SummaryRangeForm';
import { ApplicationsChart, CrawlersChart } from './SummaryCharts';
import { useSummaryData, useSummaryRefresh } from './useSummary';
import { VendorStatsTable } from './VendorStatsTable';
import { ScrollArea } from '../../components/ScrollArea';
import { cutText } from '../../components/ListCutNote';

type Loaded = ReturnType<typeof useSummaryData>[keyof ReturnType<typeof useSummaryData>];

const Failed = ({ message, retry }: { message: string; retry: () => void }) => {
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={retry}>
          {translate('app.summary.retry')}
        </Button>
      }
    >
      {translate(message)}
    </Alert>
  );
};

/** A block's state: loading, failed with a retry (a failed refresh keeps what was shown), or its content. */
const Block = ({ query, failed, children }: { query: Loaded; failed: string; children: () => ReactNode }) => {
  const translate = useTranslate();
  if (query.data) return <>{children()}</>;
  if (query.isError) return <Failed message={failed} retry={() => void query.refetch()} />;
  if (query.isPending && query.fetchStatus === 'idle') return null;
  return <LinearProgress aria-label={translate('app.summary.loading')} />;
};

/**
 * Summary (docs/product.md#summary): the vendor's applications and crawlers over a date range and the vendor
 * stats. The range lives in the address (days at UTC+10; none is the last day) and everything refreshes
 * every 60 s, pausable.
 */
export const SummaryPage = () => {
  const translate = useTranslate();
  const location = useLocation();
  const navigate = useNavigate();
  const today = utc10Date(Date.now());
  const parsed = useMemo(() => parseRangeSearch(location.search, today), [location.search, today]);
  const range = parsed.kind === 'invalid' ? undefined : parsed;
  const refresh = useSummaryRefresh();
  const data = useSummaryData(range, refresh.active);
  const queries = [data.applications, data.crawlers, data.stats];
  const failing = queries.some(query => query.isRefetchError);

  const apply = (next: SummaryRange) => navigate({ search: rangeSearch(next) });

  const window = data.applications.data?.window ?? data.crawlers.data?.window;
  const showing =
    window &&
    (parsed.kind === 'dates'
      ? translate('app.summary.showing_dates', { from: parsed.from, to: parsed.to })
      : translate('app.summary.showing_last_day', { end: formatUtc10(window.end) }));
  const periods = [...(data.applications.data?.rows ?? []), ...(data.crawlers.data?.rows ?? [])].map(row => row.period);
  const interval = window ? intervalOf(periods, window) : 'hour';
  const from = window ? utc10Date(window.start) : '';
  const to = window ? utc10Date(window.end) : '';

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 2 }}
      >
        <Typography component="h1" variant="h5">
          {translate('app.pages.summary')}
        </Typography>
        <PollingStatus paused={refresh.paused} failing={failing} onToggle={refresh.toggle} />
      </Box>
      <SummaryRangeForm key={location.search} parsed={parsed} today={today} onApply={apply} />
      {showing && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {showing}
        </Typography>
      )}
      {range && (
        <>
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
              gap: 2,
              my: 2,
            }}
          >
            <Block query={data.applications} failed="app.summary.failed">
              {() => (
                <ApplicationsChart
                  points={byPeriod(data.applications.data!.rows, APPLICATION_SERIES)}
                  source={data.applications.data!.source}
                  interval={interval}
                  from={from}
                  to={to}
                />
              )}
            </Block>
            <Block query={data.crawlers} failed="app.summary.failed">
              {() => (
                <CrawlersChart
                  points={byPeriod(data.crawlers.data!.rows, CRAWLER_SERIES)}
                  source={data.crawlers.data!.source}
                  interval={interval}
                  from={from}
                  to={to}
                />
              )}
            </Block>
          </Box>
          <Paper
            component="section"
            variant="outlined"
            aria-labelledby="summary-stats-title"
            sx={{ p: { xs: 1, sm: 2 } }}
          >
            <Typography id="summary-stats-title" component="h2" variant="h6" sx={{ mb: 1 }}>
              {translate('app.summary.stats.title')}
            </Typography>
            <Block query={data.stats} failed="app.summary.stats.failed">
              {() => (
                <>
                  <ScrollArea label={translate('app.summary.stats.title')}>
                    <VendorStatsTable rows={data.stats.data!.rows} title={translate('app.summary.stats.title')} />
                  </ScrollArea>
                  {/* A cut list says so (docs/api.md#conventions); no Load the rest: the 60 s refresh reloads the list. */}
                  {cutText(translate, data.stats.data!.rows) && (
                    <Typography role="status" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                      {cutText(translate, data.stats.data!.rows)}
                    </Typography>
                  )}
                </>
              )}
            </Block>
          </Paper>
        </>
      )}
    </Box>
  );
};
