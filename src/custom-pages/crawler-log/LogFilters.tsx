import { useEffect, useState } from 'react';
import { Box, Button, MenuItem, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { LOG_TYPES } from '../../lib/crawlerLog';

export interface LogFiltersProps {
  type: string;
  q: string;
  onType: (type: string) => void;
  onSearch: (q: string) => void;
  onClear: () => void;
  count: number;
  shown: number;
  grouped: boolean;
  onCollapseAll: () => void;
  onExpandAll: () => void;
}

const DEBOUNCE_MS = 300;

/** The type filter and the text search (both kept in the URL by the page), and the line count. */
export const LogFilters = ({
  type,
  q,
  onType,
  onSearch,
  onClear,
  count,
  shown,
  grouped,
  onCollapseAll,
  onExpandAll,
}: LogFiltersProps) => {
  const translate = useTranslate();
  const [text, setText] = useState(q);
  // The URL changed elsewhere (back, a link): the box follows it.
  useEffect(() => setText(q), [q]);
  useEffect(() => {
    if (text === q) return;
    const timer = window.setTimeout(() => onSearch(text), DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, q, onSearch]);
  return (
    <Box
      role="search"
      aria-label={translate('app.crawlerLog.filter_label')}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}
    >
      <TextField
        select
        size="small"
        label={translate('app.crawlerLog.type')}
        value={type}
        onChange={event => onType(event.target.value)}
        fullWidth={false}
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        sx={{ width: 200, flex: '0 0 auto' }}
      >
        <MenuItem value="">{translate('app.crawlerLog.all_types')}</MenuItem>
        {LOG_TYPES.map(value => (
          <MenuItem key={value} value={value}>
            {value}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        type="search"
        label={translate('app.crawlerLog.search')}
        value={text}
        onChange={event => setText(event.target.value)}
        onKeyDown={event => {
          if (event.key === 'Enter') onSearch(text);
        }}
        fullWidth={false}
        sx={{ flex: '1 1 220px', maxWidth: 420 }}
      />
      {(type || q) && (
        <Button
          size="small"
          onClick={() => {
            setText('');
            onClear();
          }}
        >
          {translate('app.crawlerLog.clear')}
        </Button>
      )}
      {grouped && (
        <>
          <Button size="small" onClick={onCollapseAll}>
            {translate('app.crawlerLog.collapse_all')}
          </Button>
          <Button size="small" onClick={onExpandAll}>
            {translate('app.crawlerLog.expand_all')}
          </Button>
        </>
      )}
      <Typography variant="body2" sx={{ color: 'text.secondary', ml: 'auto' }}>
        {translate('app.crawlerLog.shown', { shown, count })}
      </Typography>
    </Box>
  );
};
