import { memo } from 'react';
import { Box, Skeleton, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { BankModule, RatioOutcome } from '../../providers';
import { ratioLevel, ratioPercent, type RatioLevel } from '../../lib/ratio';
import { useBankRatios } from './BankRatios';
import { visuallyHidden } from '../../lib/visuallyHidden';

const BAR_COLOUR: Record<RatioLevel, string> = { good: 'success.main', warning: 'warning.main', bad: 'error.main' };

/**
 * The look of the ratio cells, given once by their table (BankModuleList) rather than by each of
 * its cells: styled components in the five cells of every row were a fifth of the list's first
 * render (40 rows, 800 style computations).
 */
export const RATIO_CELLS_SX = {
  '& .app-ratio': { display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-end', minWidth: 40 },
  '& .app-ratio-text': { typography: 'body2', fontVariantNumeric: 'tabular-nums' },
  '& .app-ratio[data-level="bad"] .app-ratio-text': { fontWeight: 700 },
  '& .app-ratio-bar': { width: 40, height: 4, borderRadius: 2, bgcolor: 'action.hover', overflow: 'hidden' },
  '& .app-ratio-fill': { height: '100%' },
  ...Object.fromEntries(
    Object.entries(BAR_COLOUR).map(([level, colour]) => [
      `& .app-ratio[data-level="${level}"] .app-ratio-fill`,
      { bgcolor: colour },
    ]),
  ),
};

/**
 * One outcome's share of a bank's crawls: the percentage as text (bold when it is bad) over a
 * small bar whose length is the share and whose colour is its level (styled by RATIO_CELLS_SX).
 */
export const BankModuleRatioCell = memo(({ outcome }: { outcome: RatioOutcome }) => {
  const record = useRecordContext<BankModule>();
  const { byId, isPending } = useBankRatios();
  const translate = useTranslate();
  if (!record) return null;
  const ratio = byId.get(Number(record.id));
  const name = translate(`resources.bankmodules.fields.${outcome}`);
  if (!ratio && isPending) {
    // A placeholder named as what it waits for (a name on a bare span is not allowed in ARIA).
    return (
      <Skeleton
        variant="text"
        width={40}
        sx={{ ml: 'auto' }}
        role="progressbar"
        aria-label={translate('app.bankModules.ratios.loading')}
      />
    );
  }
  if (!ratio || ratio.total === 0) {
    // A dash to the eye, the words to a screen reader.
    return (
      <Typography variant="body2" color="text.secondary" title={translate('app.bankModules.ratios.none')}>
        <span aria-hidden>–</span>
        <Box component="span" sx={visuallyHidden}>
          {translate('app.bankModules.ratios.none')}
        </Box>
      </Typography>
    );
  }
  const share = Math.min(1, Math.max(0, ratio.ratios[outcome]));
  const percent = ratioPercent(share);
  const level = ratioLevel(outcome, share);
  const count = ratio.counts[outcome];
  const label =
    count !== null && ratio.total !== null
      ? translate('app.bankModules.ratios.cell_counts', { outcome: name, percent, count, total: ratio.total })
      : translate('app.bankModules.ratios.cell', { outcome: name, percent });
  return (
    <div className="app-ratio" title={label} aria-label={label} role="img" data-level={level}>
      <span className="app-ratio-text" aria-hidden>
        {percent}
      </span>
      <div className="app-ratio-bar" aria-hidden>
        <div className="app-ratio-fill" style={{ width: `${share * 100}%`, minWidth: share > 0 ? 2 : 0 }} />
      </div>
    </div>
  );
});
BankModuleRatioCell.displayName = 'BankModuleRatioCell';
