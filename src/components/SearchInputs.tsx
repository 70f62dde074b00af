import { useContext, useEffect, useMemo, useState, type ComponentType } from 'react';
import { InputAdornment, MenuItem, TextField } from '@mui/material';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { useQuery } from '@tanstack/react-query';
import {
  ListContext,
  type Identifier,
  Offline,
  ReferenceInputBase,
  SelectInput,
  useChoicesContext,
  useDataProvider,
  useInput,
  useListContext,
  useTranslate,
} from 'react-admin';
import { lazyNamed } from '../lib/lazyNamed';
import type { ListCut } from '../providers';
import { ROWS_PER_PAGE } from './AppList';
import type { BankAutocompleteProps } from './BankAutocomplete';
import { cutLine } from './ListCutNote';
import { whenIdle } from './PreloadAfterPaint';
import { useBankCountry } from './useBankCountry';
import { SIDE_READ } from '../providers/sessionRule';

/**
 * Inputs shared by the search panels of applications, analyses and crawlers (docs/product.md#applications):
 * bank, vendor label and count. Bank and label write `bank_id` and `label_id`, the query fields
 * of the API; the count is the list's page size, so it lives in the address as `perPage`.
 */

interface FilterInputProps {
  source?: string;
  alwaysOn?: boolean;
}

const BANK_SORT = { field: 'name', order: 'ASC' } as const;
const LABEL_SORT = { field: 'ref', order: 'ASC' } as const;
const INPUT_WIDTH = { minWidth: 220 } as const;

/**
 * "Only the first N choices are listed..." when the banks list was cut at 20 pages
 * (docs/api.md#conventions), else null. ReferenceInput does not pass on the answer's `meta`: this
 * reads it from the same whole list, which the dataProvider keeps a while (no second request).
 */
const useBanksCutLine = (enabled: boolean): string | null => {
  const dataProvider = useDataProvider();
  const translate = useTranslate();
  const { data } = useQuery({
    queryKey: ['banks', 'cut'],
    queryFn: ({ signal }) =>
      dataProvider.getList('banks', {
        pagination: { page: 1, perPage: 1 },
        sort: BANK_SORT,
        filter: {},
        signal,
        ...SIDE_READ,
      }),
    enabled,
    staleTime: 5 * 60_000,
  });
  const { cut, loaded } = (data?.meta ?? {}) as { cut?: ListCut; loaded?: number };
  return cut && typeof loaded === 'number' ? cutLine(translate, cut, loaded, 'choices') : null;
};

/** react-admin's ReferenceInput shows this when offline with nothing cached; so do these. */
const OFFLINE = <Offline variant="inline" />;

/** The bank search field (MUI's Autocomplete), loaded apart from the lists' first paint. */
const BankAutocomplete = lazyNamed(() => import('./BankAutocomplete'), 'BankAutocomplete');

/**
 * BankAutocomplete once it has loaded. On a list, its loading starts once the list's first page is
 * in and the browser is idle, so that it never competes with the rows (docs/performance.md);
 * elsewhere (forms, other panels) at once; and at once when `wanted` (the user went for the field).
 */
const useBankAutocomplete = (wanted: boolean): ComponentType<BankAutocompleteProps> | undefined => {
  const list = useContext(ListContext);
  const rowsIn = !list || list.data !== undefined;
  const [loaded, setLoaded] = useState(() => BankAutocomplete.loaded());
  useEffect(() => {
    if (loaded || !(rowsIn || wanted)) return;
    let live = true;
    const load = () =>
      void BankAutocomplete.preload().then(
        component => live && setLoaded(() => component),
        // A failed load leaves the stand-in; the next attempt (a focus, a remount) asks again.
        () => undefined,
      );
    // Now when the user went for the field or outside a list; on a list, when the browser is idle.
    const now = wanted || !list;
    if (now) load();
    const cancel = now ? undefined : whenIdle(load);
    return () => {
      live = false;
      cancel?.();
    };
  }, [loaded, rowsIn, wanted, list]);
  return loaded;
};

/** The Autocomplete's own sizing: its text box takes the room left, the field is INPUT_WIDTH wide. */
const STAND_IN_WIDTH = { ...INPUT_WIDTH, '& .MuiInputBase-input': { width: 0, minWidth: 30, flexGrow: 1 } } as const;

/**
 * The bank field as it looks until BankAutocomplete has loaded: the chosen bank's name under the
 * same label, in the same place. Going for it (focus, pointer) loads the real one at once, which
 * then takes the focus and what was typed here meanwhile.
 */
const BankStandIn = ({
  helperText,
  typed,
  onType,
  onWant,
  onPress,
}: {
  helperText: string | false;
  /** What the user typed here, null until they type. */
  typed: string | null;
  onType: (text: string) => void;
  onWant: () => void;
  onPress: () => void;
}) => {
  const translate = useTranslate();
  const { selectedChoices, source } = useChoicesContext<{ id: Identifier; name?: string }>();
  // Holds the field in the form as the Autocomplete would: a filter form takes its values from the
  // inputs it has (react-admin's FilterLiveForm), so without it the address's bank would be lost.
  useInput({ source });
  const chosen = selectedChoices?.[0]?.name ?? '';
  return (
    <TextField
      label={translate('app.search.bank')}
      value={typed ?? chosen}
      onChange={event => onType(event.target.value)}
      onFocus={onWant}
      onPointerDown={onPress}
      helperText={helperText}
      sx={STAND_IN_WIDTH}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <ArrowDropDownIcon />
            </InputAdornment>
          ),
        },
      }}
    />
  );
};

/** BankAutocomplete, or its stand-in while it loads. */
const BankField = ({ helperText }: { helperText: string | false }) => {
  const [wanted, setWanted] = useState(false);
  const [pressed, setPressed] = useState(false);
  const [typed, setTyped] = useState<string | null>(null);
  const Loaded = useBankAutocomplete(wanted);
  if (Loaded) return <Loaded helperText={helperText} autoFocus={wanted} pressed={pressed} typed={typed ?? undefined} />;
  return (
    <BankStandIn
      helperText={helperText}
      typed={typed}
      onType={text => {
        setTyped(text);
        setWanted(true);
      }}
      onWant={() => setWanted(true)}
      onPress={() => {
        setPressed(true);
        setWanted(true);
      }}
    />
  );
};

/**
 * The banks a user may pick: for USER only the vendor's country (docs/product.md#levels), asked
 * of the API as `country_code` and kept by the dataProvider's local filter when a backend ignores
 * it. The list waits for the user's country rather than briefly offering every bank.
 */
export const BankInput = ({ source = 'bank_id' }: FilterInputProps) => {
  const { country, isPending } = useBankCountry();
  const filter = useMemo(() => (country ? { country_code: country } : {}), [country]);
  const cut = useBanksCutLine(!isPending);
  return (
    <ReferenceInputBase
      source={source}
      reference="banks"
      perPage={200}
      sort={BANK_SORT}
      filter={filter}
      queryOptions={{ enabled: !isPending, ...SIDE_READ }}
      offline={OFFLINE}
    >
      <BankField helperText={cut ?? false} />
    </ReferenceInputBase>
  );
};

/**
 * The vendor labels to pick from. ReferenceInputBase rather than react-admin's ReferenceInput,
 * whose default child (an AutocompleteInput) would bring the Autocomplete to every list's first
 * paint.
 */
export const LabelInput = ({ source = 'label_id' }: FilterInputProps) => (
  <ReferenceInputBase
    source={source}
    reference="labels"
    perPage={200}
    sort={LABEL_SORT}
    queryOptions={SIDE_READ}
    offline={OFFLINE}
  >
    <SelectInput
      label="app.search.label"
      optionText="ref"
      emptyText="app.search.all"
      sx={INPUT_WIDTH}
      helperText={false}
    />
  </ReferenceInputBase>
);

/** The count of the search panel: rows per page (20, 50 or 100), kept in the address. */
export const PageSizeSelect = () => {
  const { perPage, setPerPage } = useListContext();
  const translate = useTranslate();
  const options = ROWS_PER_PAGE.includes(perPage) ? ROWS_PER_PAGE : [...ROWS_PER_PAGE, perPage].sort((a, b) => a - b);
  return (
    <TextField
      select
      size="small"
      label={translate('app.search.count')}
      value={perPage}
      onChange={event => setPerPage(Number(event.target.value))}
      sx={{ minWidth: 96 }}
    >
      {options.map(size => (
        <MenuItem key={size} value={size}>
          {size}
        </MenuItem>
      ))}
    </TextField>
  );
};
