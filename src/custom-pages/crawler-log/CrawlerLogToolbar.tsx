import { Box, Button, Tooltip } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import ViewAgendaIcon from '@mui/icons-material/ViewAgenda';
import SearchIcon from '@mui/icons-material/Search';
import StorageIcon from '@mui/icons-material/Storage';
import SpaIcon from '@mui/icons-material/Spa';
import VerticalAlignBottomIcon from '@mui/icons-material/VerticalAlignBottom';
import VerticalAlignTopIcon from '@mui/icons-material/VerticalAlignTop';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { useWaitLabel } from '../../components/SaveThrottle';
import { useApiAction } from '../../components/useApiAction';

export interface CrawlerLogToolbarProps {
  uuid: string;
  grouped: boolean;
  refreshing: boolean;
  canScroll: boolean;
  onRefresh: () => void;
  onToggle: () => void;
  onStorage: () => void;
  onTop: () => void;
  onBottom: () => void;
}

/** Refresh, Toggle, Lookup, Storage, Seed, Bottom, Top (docs/product.md#crawler-output). */
export const CrawlerLogToolbar = (props: CrawlerLogToolbarProps) => {
  const { uuid, grouped, refreshing, canScroll, onRefresh, onToggle, onStorage, onTop, onBottom } = props;
  const translate = useTranslate();
  const { run, running, waiting } = useApiAction();
  const waitLabel = useWaitLabel();
  const seed = () =>
    run({
      name: 'seed',
      run: provider => provider.seedCrawler(uuid),
      success: { message: 'app.crawlerLog.seeded', args: { uuid } },
    });
  return (
    <Box
      role="toolbar"
      aria-label={translate('app.crawlerLog.actions')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1 }}
    >
      <Button size="small" variant="outlined" startIcon={<RefreshIcon />} onClick={onRefresh} disabled={refreshing}>
        {translate('app.crawlerLog.refresh')}
      </Button>
      <Tooltip
        describeChild
        title={translate(grouped ? 'app.crawlerLog.toggle_hint_grouped' : 'app.crawlerLog.toggle_hint_flat')}
      >
        <Button
          size="small"
          variant={grouped ? 'contained' : 'outlined'}
          startIcon={<ViewAgendaIcon />}
          onClick={onToggle}
          aria-pressed={grouped}
        >
          {translate('app.crawlerLog.toggle')}
        </Button>
      </Tooltip>
      <Button
        size="small"
        variant="outlined"
        startIcon={<SearchIcon />}
        component={Link}
        to={`/lookup?crawler_uuid=${encodeURIComponent(uuid)}`}
      >
        {translate('app.crawlerLog.lookup')}
      </Button>
      <Button size="small" variant="outlined" startIcon={<StorageIcon />} onClick={onStorage}>
        {translate('app.crawlerLog.storage')}
      </Button>
      <Button
        size="small"
        variant="outlined"
        startIcon={<SpaIcon />}
        onClick={seed}
        disabled={running === 'seed' || waiting('seed') > 0}
      >
        {waitLabel('app.crawlerLog.seed', waiting('seed'))}
      </Button>
      <Button
        size="small"
        variant="outlined"
        startIcon={<VerticalAlignBottomIcon />}
        onClick={onBottom}
        disabled={!canScroll}
      >
        {translate('app.crawlerLog.bottom')}
      </Button>
      <Button
        size="small"
        variant="outlined"
        startIcon={<VerticalAlignTopIcon />}
        onClick={onTop}
        disabled={!canScroll}
      >
        {translate('app.crawlerLog.top')}
      </Button>
    </Box>
  );
};
