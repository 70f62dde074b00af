import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import {
  Box,
  Dialog,
  DialogTitle,
  IconButton,
  InputBase,
  List,
  ListItem,
  Typography,
  useTheme as useMuiTheme,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import { useCanAccessResources, useLogout, useTheme, useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { useRecentRecords, type RecentRecord } from '../components/palette';
import { useIsPhone } from '../components/responsive';
import { useShortcut } from '../components/shortcuts';
import { normaliseTerm } from '../lib/lookupTerm';
import { pageAccessKey } from '../lib/registry';
import { visibleMenu } from './menuModel';
import { applicationPath, crawlerLogPath, usePaletteSearch, type FoundRecord } from './paletteSearch';
import { useShell } from './shell';
import { useSignedInIdentity } from './useSignedInIdentity';

/**
 * The command palette (docs/product.md#palette): Ctrl/Cmd+K on any signed-in screen opens one
 * search box for a record by id, a screen by name or an action, recent records first. The layout
 * mounts it outside embedded mode; the screens and create actions come from the shell model the
 * root provides, each shown only when canAccess allows it.
 */

/** The crawler log's access key (docs/product.md#crawler-output): who may open it gets crawler results. */
const CRAWLER_LOG_ACCESS = pageAccessKey('crawlerOutput');

type EntryKind = 'recent' | 'record' | 'screen' | 'action';

interface Entry {
  key: string;
  kind: EntryKind;
  label: string;
  run: () => void;
}

const APPLICATION_PATH = /^\/applications\/([^/]+)\/show\/?$/;
const CRAWLER_PATH = /^\/crawler\/([^/]+)\/?$/;

/** The record an address opens, for the recent list: an application's view or a crawler's log. */
export const recordAt = (pathname: string): RecentRecord | null => {
  const application = APPLICATION_PATH.exec(pathname);
  if (application) {
    const id = decodeURIComponent(application[1]);
    return { key: `application:${id}`, kind: 'application', id, to: applicationPath(id) };
  }
  const crawler = CRAWLER_PATH.exec(pathname);
  if (crawler) {
    const id = decodeURIComponent(crawler[1]);
    return { key: `crawler:${id}`, kind: 'crawler', id, to: crawlerLogPath(id) };
  }
  return null;
};

/** Every record opened, through the palette, a list or a link, joins the recent list. */
const useRecordOpened = (remember: (record: RecentRecord) => void) => {
  const { pathname } = useLocation();
  useEffect(() => {
    const record = recordAt(pathname);
    if (record) remember(record);
  }, [pathname, remember]);
};

export const CommandPalette = () => {
  const { identity } = useSignedInIdentity();
  const signedIn = !!identity?.email;
  const [open, setOpen] = useState(false);
  const { recent, remember } = useRecentRecords();
  useRecordOpened(remember);
  // Ctrl/Cmd+K types no character, so it opens the palette from a field too, as in most consoles.
  useShortcut('mod+k', () => setOpen(true), {
    enabled: signedIn,
    inFields: true,
    description: 'app.palette.shortcut',
  });
  return (
    <PaletteDialog
      open={open && signedIn}
      onClose={() => setOpen(false)}
      recent={recent}
      remember={remember}
      showPii={!!identity?.show_pii}
    />
  );
};

interface DialogProps {
  open: boolean;
  onClose: () => void;
  recent: RecentRecord[];
  remember: (record: RecentRecord) => void;
  showPii: boolean;
}

const PaletteDialog = ({ open, onClose, ...rest }: DialogProps) => {
  const translate = useTranslate();
  const phone = useIsPhone();
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      // Near the top, where the eye is after pressing the key, and steady while results come in.
      sx={{ '& .MuiDialog-container': { alignItems: phone ? 'stretch' : 'flex-start' } }}
      slotProps={{ paper: { sx: phone ? {} : { mt: 10 } } }}
    >
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', py: 1, pr: 1 }}>
        <Box component="span" sx={{ flex: 1 }}>
          {translate('app.palette.title')}
        </Box>
        <IconButton onClick={onClose} aria-label={translate('ra.action.close')} size="small">
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      {open ? <PaletteBody onClose={onClose} {...rest} /> : null}
    </Dialog>
  );
};

const PaletteBody = ({ onClose, recent, remember, showPii }: Omit<DialogProps, 'open'>) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const logout = useLogout();
  const muiTheme = useMuiTheme();
  const [, setTheme] = useTheme();
  const { menu, creates } = useShell();
  const listId = useId();
  const hintId = useId();
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);

  const accessKeys = useMemo(() => [...menu.map(item => item.access), CRAWLER_LOG_ACCESS], [menu]);
  const { canAccess: canList } = useCanAccessResources({ action: 'list', resources: accessKeys });
  const createKeys = useMemo(() => creates.map(item => item.resource), [creates]);
  const { canAccess: canCreate } = useCanAccessResources({ action: 'create', resources: createKeys });

  const search = usePaletteSearch(text, { crawlerLog: !!canList?.[CRAWLER_LOG_ACCESS], showPii });
  const term = normaliseTerm(text).toLowerCase();
  const matches = (label: string) => !term || label.toLowerCase().includes(term);

  const entries = useMemo((): Entry[] => {
    const go = (to: string) => () => {
      onClose();
      navigate(to);
    };
    const openRecord = (record: FoundRecord | RecentRecord, detail: string) => () => {
      remember({ key: record.key, kind: record.kind, id: record.id, to: record.to, detail });
      go(record.to)();
    };
    const recentLabel = (record: RecentRecord) =>
      record.detail ?? translate(`app.palette.${record.kind}`, { id: record.id });
    const recentKeys = new Set(recent.map(record => record.key));
    const foundKeys = new Set(search.found.map(record => record.key));

    const recentEntries = recent
      // A recent record the search found too is listed once, first, with what the search said of it.
      .filter(record => foundKeys.has(record.key) || matches(recentLabel(record)) || matches(record.id))
      .map(record => {
        const found = search.found.find(other => other.key === record.key);
        const label = found?.label ?? recentLabel(record);
        return { key: `recent:${record.key}`, kind: 'recent' as const, label, run: openRecord(record, label) };
      });
    const foundEntries = search.found
      .filter(record => !recentKeys.has(record.key))
      .map(record => ({
        key: `record:${record.key}`,
        kind: 'record' as const,
        label: record.label,
        run: openRecord(record, record.label),
      }));
    const screens = visibleMenu(menu, access => !!canList?.[access])
      .flatMap(group => group.items)
      .map(item => ({ item, label: translate(item.label, { smart_count: 2 }) }))
      .filter(({ label }) => matches(label))
      .map(({ item, label }) => ({
        key: `screen:${item.key}`,
        kind: 'screen' as const,
        label,
        run:
          item.target.kind === 'route'
            ? go(item.target.to)
            : ((href: string) => () => {
                onClose();
                window.open(href, '_blank', 'noopener,noreferrer');
              })(item.target.href),
      }));
    const dark = muiTheme.palette.mode === 'dark';
    const actions: Entry[] = [
      ...creates
        .filter(action => canCreate?.[action.resource])
        .map(action => ({
          key: `action:${action.key}`,
          kind: 'action' as const,
          label: translate('app.palette.new', { name: translate(action.name, { smart_count: 1 }) }),
          run: go(action.to),
        })),
      {
        key: 'action:theme',
        kind: 'action',
        label: translate(dark ? 'app.palette.theme_light' : 'app.palette.theme_dark'),
        run: () => {
          onClose();
          setTheme(dark ? 'light' : 'dark');
        },
      },
      {
        key: 'action:sign-out',
        kind: 'action',
        label: translate('app.palette.sign_out'),
        run: () => {
          onClose();
          void logout({}, undefined, false);
        },
      },
    ];
    return [...recentEntries, ...foundEntries, ...screens, ...actions.filter(action => matches(action.label))];
    // `matches` reads `term`, listed instead.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [term, recent, search.found, menu, creates, canList, canCreate, muiTheme, translate]);

  const activeIndex = entries.length ? Math.min(active, entries.length - 1) : -1;
  const optionId = (index: number) => `${listId}-option-${index}`;
  useEffect(() => {
    if (activeIndex < 0) return;
    document.getElementById(optionId(activeIndex))?.scrollIntoView?.({ block: 'nearest' });
    // optionId depends on listId only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [activeIndex]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!entries.length) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((activeIndex + step + entries.length) % entries.length);
    } else if (event.key === 'Home' && event.ctrlKey) {
      event.preventDefault();
      setActive(0);
    } else if (event.key === 'End' && event.ctrlKey) {
      event.preventDefault();
      setActive(entries.length - 1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      entries[activeIndex]?.run();
    }
  };

  const status =
    search.status === 'searching'
      ? translate('app.palette.searching')
      : search.failure
        ? search.failure
        : term && !entries.length
          ? translate('app.palette.no_results')
          : term
            ? translate('app.palette.count', { smart_count: entries.length })
            : '';

  return (
    <>
      <Box sx={{ px: 2, pb: 1 }}>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            px: 1,
            '&:focus-within': { borderColor: 'primary.main', outline: 2, outlineColor: 'primary.main' },
          }}
        >
          <SearchIcon aria-hidden sx={{ color: 'text.secondary' }} />
          <InputBase
            autoFocus
            fullWidth
            value={text}
            onChange={event => {
              setText(event.target.value);
              setActive(0);
            }}
            onKeyDown={onKeyDown}
            placeholder={translate('app.palette.placeholder')}
            inputProps={{
              role: 'combobox',
              'aria-label': translate('app.palette.input'),
              'aria-expanded': entries.length > 0,
              'aria-controls': listId,
              'aria-autocomplete': 'list',
              'aria-activedescendant': activeIndex >= 0 ? optionId(activeIndex) : undefined,
              'aria-describedby': hintId,
              autoComplete: 'off',
              spellCheck: false,
            }}
            sx={{ py: 1 }}
          />
        </Box>
        <Typography id={hintId} variant="caption" color="text.secondary">
          {translate('app.palette.hint')}
        </Typography>
        <Typography
          role="status"
          variant="body2"
          color={search.failure ? 'error' : 'text.secondary'}
          sx={{ minHeight: '1.5em', mt: 0.5 }}
        >
          {status}
        </Typography>
      </Box>
      <List
        id={listId}
        role="listbox"
        aria-label={translate('app.palette.results')}
        dense
        sx={{ overflowY: 'auto', maxHeight: { sm: '50vh' }, flex: { xs: 1, sm: 'initial' }, pt: 0 }}
      >
        {entries.map((entry, index) => (
          <ListItem
            key={entry.key}
            id={optionId(index)}
            role="option"
            aria-selected={index === activeIndex}
            onClick={entry.run}
            onMouseMove={() => index !== activeIndex && setActive(index)}
            sx={{
              cursor: 'pointer',
              gap: 2,
              ...(index === activeIndex ? { bgcolor: 'action.selected' } : {}),
            }}
          >
            <Box component="span" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
              {entry.label}
            </Box>
            <Typography component="span" variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
              {translate(`app.palette.kinds.${entry.kind}`)}
            </Typography>
          </ListItem>
        ))}
      </List>
    </>
  );
};
