import { Alert, Button } from '@mui/material';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { cutOf, withCut, type Rows } from '../providers';

interface ListCutNoteProps<T> {
  /** The query the rows came from: the rest is added to its data. */
  queryKey: QueryKey;
  rows: Rows<T>;
  /** The same list from a `next` link on (the provider method given `cut.next`). */
  loadFrom: (next: string) => Promise<Rows<T>>;
}

/**
 * docs/api.md#conventions: a list fetched in full stops after MAX_PAGES pages, and says so here:
 * "First N of M rows." with Load the rest, which goes on from the server's `next` link and adds the
 * rows to the query's data (another cut shows the line again). Nothing when the list is whole.
 */
export const ListCutNote = <T,>({ queryKey, rows, loadFrom }: ListCutNoteProps<T>) => {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const cut = cutOf(rows);
  const rest = useMutation({
    mutationFn: loadFrom,
    onSuccess: more => queryClient.setQueryData<Rows<T>>(queryKey, old => withCut([...(old ?? []), ...more], cutOf(more))),
  });
  if (!cut) return null;
  return (
    <Alert
      severity="info"
      role="status"
      sx={{ my: 1 }}
      action={
        <Button color="inherit" size="small" disabled={rest.isPending} onClick={() => rest.mutate(cut.next)}>
          {translate('app.listTools.load_rest')}
        </Button>
      }
    >
      {cut.total === null
        ? translate('app.listTools.cut_unknown', { shown: rows.length })
        : translate('app.listTools.cut', { shown: rows.length, total: cut.total })}
      {rest.error && ` ${translate('app.listTools.load_rest_failed', { message: rest.error.message })}`}
    </Alert>
  );
};
