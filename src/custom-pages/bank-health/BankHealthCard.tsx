import { Box, Button, Card, CardContent, Link, Typography } from '@mui/material';
import { memo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { BankStateChip } from '../../components/BankStateChip';
import type { BankHealth, BankReason } from '../../lib/bankHealth';
import { formatTimestamp } from '../../lib/datetime';
import { ratioPercent } from '../../lib/ratio';
import { toPercent } from '../../lib/threshold';
import type { BankModule } from '../../providers';
import { FailedRuns } from './FailedRuns';

const key = (name: string) => `app.bankHealth.${name}`;

export interface BankHealthRow {
  module: BankModule;
  health: BankHealth;
}

const ReasonText = ({ reason }: { reason: BankReason }) => {
  const translate = useTranslate();
  return (
    <li>
      {translate(key(`reason.${reason.code}`), {
        share: reason.share === undefined ? '' : ratioPercent(reason.share),
        threshold: reason.threshold === undefined ? '' : `${toPercent(reason.threshold)}%`,
      })}
    </li>
  );
};

/**
 * One bank on Bank health: its name (opens its bank module), its state in words with why and
 * since when, and its failed runs of the last 24 hours (shown from the start for a bank that is
 * not online; the others on request) with Recrawl affected.
 */
export const BankHealthCard = memo(
  ({
    row,
    ratiosPending,
    onOpen,
  }: {
    row: BankHealthRow;
    ratiosPending: boolean;
    onOpen: (module: BankModule) => void;
  }) => {
    const translate = useTranslate();
    const { module, health } = row;
    const [showRuns, setShowRuns] = useState(health.state !== 'online');
    return (
      <Card component="article" variant="outlined" aria-label={module.name} data-state={health.state} sx={{ mb: 1.5 }}>
        <CardContent sx={{ '&:last-child': { pb: 2 } }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
              <Link
                component="button"
                type="button"
                onClick={() => onOpen(module)}
                aria-label={translate(key('open_module'), { name: module.name })}
                sx={{ font: 'inherit', textAlign: 'left' }}
              >
                {module.name}
              </Link>
            </Typography>
            <BankStateChip state={health.state} />
            {module.country_code && (
              <Typography variant="body2" color="text.secondary">
                {translate(key('country'), { code: module.country_code })}
              </Typography>
            )}
          </Box>
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            {health.since
              ? translate(key(`since.${health.state}`), { time: formatTimestamp(health.since) })
              : translate(key('since.unknown'))}
          </Typography>
          {health.reasons.length > 0 ? (
            <Box component="ul" sx={{ my: 0.5, pl: 3, typography: 'body2' }}>
              {health.reasons.map(reason => (
                <ReasonText key={reason.code} reason={reason} />
              ))}
            </Box>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {translate(key(!health.ratiosKnown ? (ratiosPending ? 'ratios_loading' : 'no_ratios') : 'no_reason'))}
            </Typography>
          )}
          <Box component="section" aria-label={translate(key('runs.title'))} sx={{ mt: 1 }}>
            {showRuns ? (
              <>
                <Typography component="h3" variant="subtitle2">
                  {translate(key('runs.title'))}
                </Typography>
                <FailedRuns bankId={module.id} name={module.name} state={health.state} />
              </>
            ) : (
              <Button size="small" aria-expanded={false} onClick={() => setShowRuns(true)}>
                {translate(key('runs.show'), { name: module.name })}
              </Button>
            )}
          </Box>
        </CardContent>
      </Card>
    );
  },
);
BankHealthCard.displayName = 'BankHealthCard';
