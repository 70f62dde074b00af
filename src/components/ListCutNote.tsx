import type { ReactNode } from 'react';
import { Alert, Button, Typography } from '@mui/material';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useTranslate, type TranslateFunction } from 'react-admin';
import { cutOf, withCut, type ListCut, type Rows } from '../providers';

interface ListCutNoteProps<T> {
  /** The query the rows came from: the rest is added to its data. */
  queryKey: QueryKey;
  rows: Rows<T>;
  /** The same list from a `next` link on (the provider method given `cut.next`). */
  loadFrom: (next: string) => Promise<Rows<T>>;
}

/**
 * What a cut list says (docs/api.md#conventions): "First N of M rows." (or "...the list goes on."),
 * or, when the server's `next` named another host, that it was not followed; null for a whole list.
 */
export const cutText = (
  translate: TranslateFunction,
  rows: readonly unknown[],
  kind: 'rows' | 'choices' = 'rows',
): string | null => {
  const cut = cutOf(rows);
  return cut ? cutLine(translate, cut, rows.length, kind) : null;
};

/** The same line for `shown` rows read before `cut`. */
export const cutLine = (
  translate: TranslateFunction,
  cut: ListCut,
  shown: number,
  kind: 'rows' | 'choices' = 'rows',
): string => {
  if (kind === 'choices')
    return translate(cut.elsewhere ? 'app.listTools.choices_cut_elsewhere' : 'app.listTools.choices_cut', { shown });
  if (cut.elsewhere) return translate('app.listTools.cut_elsewhere', { shown });
  return cut.total === null
    ? translate('app.listTools.cut_unknown', { shown })
    : translate('app.listTools.cut', { shown, total: cut.total });
};

export interface CutAlertProps {
  cut: ListCut;
  /** The line (cutLine/cutText, or a screen's own wording around it). */
  children: ReactNode;
  /** Goes on from `cut.next`; no Load the rest when the server's `next` named another host. */
  onLoadRest: () => void;
  busy?: boolean;
  /** The failure of the last Load the rest, said after the line. */
  error?: Error | null;
}

/** The note every cut list shows: its line, Load the rest and why the last one failed. */
export const CutAlert = ({ cut, children, onLoadRest, busy = false, error }: CutAlertProps) => {
  const translate = useTranslate();
  return (
    <Alert
      severity="info"
      role="status"
      sx={{ my: 1 }}
      action={
        cut.elsewhere ? undefined : (
          <Button color="inherit" size="small" disabled={busy} onClick={onLoadRest}>
            {translate('app.listTools.load_rest')}
          </Button>
        )
      }
    >
      {children}
      {error && ` ${translate('app.listTools.load_rest_failed', { message: error.message })}`}
    </Alert>
  );
};

/**
 * docs/api.md#conventions: a list fetched in full stops after MAX_PAGES pages, and says so here:
 * "First N of M rows." with Load the rest, which goes on from the server's `next` link and adds the
 * rows to the query's data (another cut shows the line again). A list stopped at a `next` on
 * another host says that, with no Load the rest. Nothing when the list is whole.
 */
export const ListCutNote = <T,>({ queryKey, rows, loadFrom }: ListCutNoteProps<T>) => {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const cut = cutOf(rows);
  const rest = useMutation({
    mutationFn: loadFrom,
    onSuccess: more =>
      queryClient.setQueryData<Rows<T>>(queryKey, old => withCut([...(old ?? []), ...more], cutOf(more))),
  });
  if (!cut) return null;
  return (
    <CutAlert cut={cut} busy={rest.isPending} error={rest.error} onLoadRest={() => rest.mutate(cut.next)}>
      {cutLine(translate, cut, rows.length)}
    </CutAlert>
  );
};

/**
 * Under a select or filter whose choices are a list fetched in full: "Only the first N choices are
 * listed..." when that list was cut; nothing when it is whole.
 */
export const ChoicesCutNote = ({ rows }: { rows: readonly unknown[] | undefined }) => {
  const translate = useTranslate();
  const text = rows ? cutText(translate, rows, 'choices') : null;
  if (!text) return null;
  return (
    <Typography variant="caption" role="status" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
      {text}
    </Typography>
  );
};
