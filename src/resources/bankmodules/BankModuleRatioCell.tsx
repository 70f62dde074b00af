import { memo } from 'react';
import { Box, Skeleton, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { BankModule, RatioOutcome } from '../../providers';
import { ratioLevel, ratioPercent, type RatioLevel } from '../../lib/ratio';
import { useBankRatios } from './BankRatios';
import { visuallyHidden } from '../../lib/visuallyHidden';

const BAR_COLOUR: Record<RatioLevel, string> = { good: 'success.main', warning: 'warning.main', bad: 'error.main' };

/**
 * One outcome's share of a bank's crawls: the percentage as text (bold when it is bad) over a
 * small bar whose length is the share and whose colour is its level.
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
    <Box
      title={label}
      aria-label={label}
      role="img"
      data-level={level}
      sx={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-end', minWidth: 40 }}
    >
      <Typography
        variant="body2"
        component="span"
        aria-hidden
        sx={{ fontWeight: level === 'bad' ? 700 : 400, fontVariantNumeric: 'tabular-nums' }}
      >
        {percent}
      </Typography>
      <Box aria-hidden sx={{ width: 40, height: 4, borderRadius: 2, bgcolor: 'action.hover', overflow: 'hidden' }}>
        <Box
          sx={{ width: `${share * 100}%`, minWidth: share > 0 ? 2 : 0, height: '100%', bgcolor: BAR_COLOUR[level] }}
        />
      </Box>
    </Box>
  );
});
BankModuleRatioCell.displayName = 'BankModuleRatioCell';
