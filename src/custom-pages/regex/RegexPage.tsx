import type { ComponentType } from 'react';
import { Box, Tab, Tabs, Typography } from '@mui/material';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { CategoryTab } from './CategoryTab';
import { MatchTab } from './MatchTab';
import { TransTypeTab } from './TransTypeTab';

/** The three tabs of /regex/{mode?} (docs/screens/regex.md); the tab is the address's `mode`. */
export const REGEX_MODES = ['match', 'transtype', 'category'] as const;
export type RegexMode = (typeof REGEX_MODES)[number];

const isMode = (value: string | undefined): value is RegexMode =>
  (REGEX_MODES as readonly string[]).includes(value ?? '');

const PANELS: Record<RegexMode, ComponentType> = { match: MatchTab, transtype: TransTypeTab, category: CategoryTab };

export const RegexPage = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { mode } = useParams();
  if (mode !== undefined && !isMode(mode)) return <Navigate to="/regex/match" replace />;
  const active: RegexMode = mode ?? 'match';
  const Panel = PANELS[active];
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Typography component="h1" variant="h5" sx={{ mb: 1 }}>
        {translate('app.pages.regex')}
      </Typography>
      <Tabs
        value={active}
        onChange={(_, next: RegexMode) => navigate(`/regex/${next}`)}
        aria-label={translate('app.regex.tabs')}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 1 }}
      >
        {REGEX_MODES.map(value => (
          <Tab
            key={value}
            value={value}
            label={translate(`app.regex.mode.${value}`)}
            id={`regex-tab-${value}`}
            aria-controls="regex-tabpanel"
          />
        ))}
      </Tabs>
      <div role="tabpanel" id="regex-tabpanel" aria-labelledby={`regex-tab-${active}`}>
        <Panel key={active} />
      </div>
    </Box>
  );
};
