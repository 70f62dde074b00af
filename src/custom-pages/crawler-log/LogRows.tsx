import { useImperativeHandle, useRef, type Ref } from 'react';
import { Box, ButtonBase, Chip } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useTranslate } from 'react-admin';
import type { CrawlerLogEntry, LogSection } from '../../lib/crawlerLog';
import { LogMessage } from './LogMessage';

export type LogRow =
  | { kind: 'entry'; key: string; entry: CrawlerLogEntry }
  | { kind: 'section'; key: string; section: LogSection; collapsed: boolean };

export interface LogRowsControls {
  top: () => void;
  bottom: () => void;
}

export interface LogRowsProps {
  uuid: string;
  rows: readonly LogRow[];
  onWholeLine: (entry: CrawlerLogEntry) => void;
  onToggleSection: (id: string) => void;
  controls: Ref<LogRowsControls>;
}

/** Lines drawn beyond the visible ones on each side: the DOM holds the visible rows plus these. */
const OVERSCAN = 15;
const ROW_ESTIMATE = 30;

const COLUMNS = { xs: '56px 1fr', md: '70px 200px 80px 130px minmax(0, 1fr)' };

const cell = { px: 1, py: 0.5, minWidth: 0 } as const;

const elapsedText = (value: CrawlerLogEntry['elapsed']) => (value === null || value === undefined ? '' : String(value));

/**
 * The log as a virtualised table (docs/screens/crawlerlog.md): only the rows in view, plus a few
 * either side, are in the DOM, whatever the log's length, also after Bottom and Top. Rows are
 * measured, so a long line may wrap.
 */
export const LogRows = ({ uuid, rows, onWholeLine, onToggleSection, controls }: LogRowsProps) => {
  const translate = useTranslate();
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_ESTIMATE,
    overscan: OVERSCAN,
    getItemKey: index => rows[index].key,
  });
  useImperativeHandle(
    controls,
    () => ({
      top: () => {
        // The table itself into view too (jsdom has no scrollIntoView).
        scroller.current?.scrollIntoView?.({ block: 'nearest' });
        virtualizer.scrollToIndex(0, { align: 'start' });
      },
      bottom: () => {
        // The table itself into view too (jsdom has no scrollIntoView).
        scroller.current?.scrollIntoView?.({ block: 'nearest' });
        virtualizer.scrollToIndex(rows.length - 1, { align: 'end' });
      },
    }),
    [virtualizer, rows.length],
  );

  const items = virtualizer.getVirtualItems();
  return (
    <Box
      role="table"
      aria-label={translate('app.crawlerLog.table_label', { uuid })}
      aria-rowcount={rows.length + 1}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, fontFamily: 'monospace', fontSize: 13 }}
    >
      <Box role="rowgroup">
        <Box
          role="row"
          aria-rowindex={1}
          sx={{
            display: 'grid',
            gridTemplateColumns: COLUMNS,
            bgcolor: 'action.hover',
            fontWeight: 600,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Box role="columnheader" sx={cell}>
            {translate('app.crawlerLog.columns.sequence')}
          </Box>
          <Box role="columnheader" sx={{ ...cell, display: { xs: 'none', md: 'block' } }}>
            {translate('app.crawlerLog.columns.timestamp')}
          </Box>
          <Box role="columnheader" sx={{ ...cell, display: { xs: 'none', md: 'block' } }}>
            {translate('app.crawlerLog.columns.elapsed')}
          </Box>
          <Box role="columnheader" sx={{ ...cell, display: { xs: 'none', md: 'block' } }}>
            {translate('app.crawlerLog.columns.type')}
          </Box>
          <Box role="columnheader" sx={cell}>
            {translate('app.crawlerLog.columns.message')}
          </Box>
        </Box>
      </Box>
      <Box
        ref={scroller}
        role="rowgroup"
        data-testid="crawler-log-scroller"
        tabIndex={0}
        aria-label={translate('app.crawlerLog.table_label', { uuid })}
        sx={{
          height: { xs: '65vh', md: 'calc(100vh - 330px)' },
          minHeight: 320,
          overflow: 'auto',
          position: 'relative',
        }}
      >
        <Box sx={{ height: virtualizer.getTotalSize(), width: '100%', position: 'relative' }}>
          {items.map(item => {
            const row = rows[item.index];
            return (
              <Box
                key={item.key}
                data-index={item.index}
                ref={virtualizer.measureElement}
                role="row"
                aria-rowindex={item.index + 2}
                data-log-row={row.kind}
                sx={{ position: 'absolute', top: 0, left: 0, width: '100%', transform: `translateY(${item.start}px)` }}
              >
                {row.kind === 'entry' ? (
                  <EntryRow entry={row.entry} onWholeLine={onWholeLine} />
                ) : (
                  <SectionRow section={row.section} collapsed={row.collapsed} onToggle={onToggleSection} />
                )}
              </Box>
            );
          })}
        </Box>
      </Box>
    </Box>
  );
};

const typeColor = (type: string) =>
  type === 'error'
    ? 'error.main'
    : type === 'lifecycle'
      ? 'primary.main'
      : type === 'debug'
        ? 'text.secondary'
        : undefined;

const EntryRow = ({
  entry,
  onWholeLine,
}: {
  entry: CrawlerLogEntry;
  onWholeLine: (entry: CrawlerLogEntry) => void;
}) => (
  <Box
    sx={{ display: 'grid', gridTemplateColumns: COLUMNS, borderBottom: 1, borderColor: 'divider', alignItems: 'start' }}
  >
    <Box role="cell" sx={cell}>
      {entry.sequence}
    </Box>
    <Box role="cell" sx={{ ...cell, display: { xs: 'none', md: 'block' }, whiteSpace: 'nowrap' }}>
      {entry.timestamp ?? ''}
    </Box>
    <Box role="cell" sx={{ ...cell, display: { xs: 'none', md: 'block' } }}>
      {elapsedText(entry.elapsed)}
    </Box>
    <Box role="cell" sx={{ ...cell, display: { xs: 'none', md: 'block' }, color: typeColor(entry.type) }}>
      {entry.type}
    </Box>
    <Box role="cell" sx={{ ...cell, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      <Box component="span" sx={{ display: { xs: 'block', md: 'none' }, color: 'text.secondary' }}>
        {entry.timestamp ?? ''} · {elapsedText(entry.elapsed)} ·{' '}
        <Box component="span" sx={{ color: typeColor(entry.type) }}>
          {entry.type}
        </Box>
      </Box>
      <LogMessage entry={entry} onWholeLine={onWholeLine} />
    </Box>
  </Box>
);

const SectionRow = ({
  section,
  collapsed,
  onToggle,
}: {
  section: LogSection;
  collapsed: boolean;
  onToggle: (id: string) => void;
}) => {
  const translate = useTranslate();
  const name =
    section.job === null
      ? translate('app.crawlerLog.section_crawler')
      : translate('app.crawlerLog.section_job', {
          job: section.job,
          account: [section.bsb, section.number].filter(Boolean).join(' '),
        });
  return (
    <Box role="cell" sx={{ bgcolor: 'action.selected', borderBottom: 1, borderColor: 'divider' }}>
      <ButtonBase
        onClick={() => onToggle(section.id)}
        aria-expanded={!collapsed}
        aria-label={translate(collapsed ? 'app.crawlerLog.expand' : 'app.crawlerLog.collapse', { name })}
        sx={{
          width: '100%',
          justifyContent: 'flex-start',
          gap: 1,
          px: 1,
          py: 0.5,
          fontFamily: 'inherit',
          fontSize: 'inherit',
        }}
      >
        {collapsed ? <ChevronRightIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
        <Box component="span" sx={{ fontWeight: 600 }}>
          {name}
        </Box>
        {section.state && (
          <Chip
            size="small"
            label={translate(`app.crawlerLog.status.states.${section.state}`)}
            color={section.state === 'completed' ? 'success' : 'warning'}
            sx={{ height: 20 }}
          />
        )}
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {translate('app.crawlerLog.section_lines', { count: section.entries.length })}
        </Box>
      </ButtonBase>
    </Box>
  );
};
