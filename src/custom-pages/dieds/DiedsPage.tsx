import { useState } from 'react';
import { Alert, Box, Button, LinearProgress, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { ListContextProvider, useList, useTranslate } from 'react-admin';
import { CutAlert, cutText } from '../../components/ListCutNote';
import { cutOf } from '../../providers';
import { DiedsActions } from './DiedsActions';
import { DiedsForm } from './DiedsForm';
import { DiedsTable } from './DiedsTable';
import type { DiedRow } from './diedRows';
import { useDiedActions, useDiedsList, type DiedsQuery, type DiedsResult } from './useDieds';

/** Every row on one page: the groups are the paging (docs/screens/dieds-analysisstats.md). */
const ALL_ROWS = Number.MAX_SAFE_INTEGER;

const Retry = ({ onClick }: { onClick: () => void }) => {
  const translate = useTranslate();
  return (
    <Button color="inherit" size="small" onClick={onClick}>
      {translate('app.dieds.retry')}
    </Button>
  );
};

/**
 * A vendor whose died crawlers stopped before their end (docs/api.md#conventions): "Vendor X: First
 * N of M rows." with Load the rest, which goes on from the cut's `next` (no button for a `next` on
 * another host).
 */
const DiedsCutNote = ({ cut, query }: { cut: DiedsResult['cuts'][number]; query: DiedsQuery }) => {
  const translate = useTranslate();
  const { loadRest } = useDiedActions(query);
  const next = cutOf(cut.read);
  const rest = useMutation({ mutationFn: (from: string) => loadRest(cut.vendor, from) });
  if (!next) return null;
  return (
    <CutAlert cut={next} busy={rest.isPending} error={rest.error} onLoadRest={() => rest.mutate(next.next)}>
      {translate('app.dieds.vendor_cut', {
        vendor: translate('app.dieds.vendor_option', { label: cut.vendor.label || '-', id: cut.vendor.id }),
        line: cutText(translate, cut.read),
      })}
    </CutAlert>
  );
};

/**
 * One search's answer in react-admin's list context (useList over the rows loaded): its sort and
 * selection drive the table and the actions. Mounted afresh for each search, so a new search
 * starts with no selection, closed groups, no report and no "Recrawl started" chips.
 */
const DiedsResults = ({
  result,
  query,
  onRetry,
  onBusy,
}: {
  result: DiedsResult;
  query: DiedsQuery;
  onRetry: () => void;
  onBusy: (busy: boolean) => void;
}) => {
  const translate = useTranslate();
  const list = useList<DiedRow>({ data: result.rows, sort: { field: 'timestamp', order: 'DESC' }, perPage: ALL_ROWS });
  return (
    <ListContextProvider value={list}>
      {result.failures.map(failure => (
        <Alert key={failure.vendor.id} severity="warning" sx={{ mb: 1 }} action={<Retry onClick={onRetry} />}>
          {translate('app.dieds.vendor_failed', {
            vendor: translate('app.dieds.vendor_option', { label: failure.vendor.label || '-', id: failure.vendor.id }),
            message: failure.message,
          })}
        </Alert>
      ))}
      {result.cuts.map(cut => (
        <DiedsCutNote key={cut.vendor.id} cut={cut} query={query} />
      ))}
      <DiedsActions query={query} onBusy={onBusy}>
        <DiedsTable />
      </DiedsActions>
    </ListContextProvider>
  );
};

/**
 * Dieds (docs/product.md#dieds, docs/screens/dieds-analysisstats.md): the crawlers that died for
 * the chosen vendors (and label), grouped by bank; recrawl (the application view's dialog) and
 * delete per row, and both over a selection with a confirmation and a done/failed report. A
 * failure halfway through a selection is reported and the list stays, failed rows still selected.
 * The parts: DiedsForm (the search), DiedsTable and DiedsGroups (the rows by bank), DiedsActions
 * and DiedActionButtons (what acts on them).
 */
export const DiedsPage = () => {
  const translate = useTranslate();
  const [query, setQuery] = useState<DiedsQuery | null>(null);
  const [search, setSearch] = useState(0);
  const [busy, setBusy] = useState(false);
  const list = useDiedsList(query);
  const retry = () => void list.refetch();

  const submit = (next: DiedsQuery) => {
    setQuery(next);
    setSearch(previous => previous + 1);
    if (query && JSON.stringify(next) === JSON.stringify(query)) retry();
  };

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
        {translate('app.dieds.title')}
      </Typography>
      <DiedsForm onSubmit={submit} busy={busy || list.isFetching} />
      {!query ? (
        <Alert severity="info">{translate('app.dieds.choose_vendor')}</Alert>
      ) : list.isPending ? (
        <Box role="status">
          <Typography>{translate('app.dieds.loading')}</Typography>
          <LinearProgress aria-label={translate('app.dieds.loading')} />
        </Box>
      ) : list.isError ? (
        <Alert severity="error" action={<Retry onClick={retry} />}>
          {translate('app.dieds.failed', { message: list.error.message })}
        </Alert>
      ) : (
        <DiedsResults key={search} result={list.data} query={query} onRetry={retry} onBusy={setBusy} />
      )}
    </Box>
  );
};
