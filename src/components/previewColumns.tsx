import type { CSSProperties, ReactNode } from 'react';
import { useHref } from 'react-router-dom';
import type { RaRecord } from 'react-admin';
import type { PreviewColumn, PreviewContext } from '../lib/landingPreview';
import type { ListColumn } from './listTools/columns';
import { ROW_BUTTON, ROW_BUTTON_GROUP } from './rowButtons';

/** What a list's preview adds to one of its columns: how the list draws it (lib/landingPreview.ts). */
export interface PreviewColumnOf<R> extends Omit<PreviewColumn, 'id' | 'label' | 'cell' | 'text'> {
  cell?: (row: R, context: PreviewContext) => ReactNode;
}

/**
 * A list's columns for its landing preview (`resources/<name>/preview.tsx`): the chooser's and the
 * export's columns (components/listTools, the same ids, headers and texts) with what the list's
 * DataTable does beyond the text, by id: a cell drawn by a component, a sortable header, a style.
 */
export const previewColumns = <R extends RaRecord>(
  columns: readonly ListColumn<R>[],
  drawn: Partial<Record<string, PreviewColumnOf<R>>>,
): PreviewColumn[] => columns.map(({ id, label, pii, value }) => ({ id, label, pii, text: value, ...drawn[id] }));

/**
 * The room of a cell's row buttons (components/rowButtons) in a preview, where they cannot work
 * yet: the same buttons, out of sight and out of reach, so that the column keeps its width.
 */
export const RowButtonsRoom = ({ labels }: { labels: readonly string[] }) => (
  <span className={`${ROW_BUTTON_GROUP} app-preview-placeholder`} aria-hidden>
    {labels.map(label => (
      <button key={label} type="button" className={ROW_BUTTON} disabled tabIndex={-1}>
        {label}
      </button>
    ))}
  </span>
);

/**
 * A link in a preview's cell (a row header's, as components/RowHeaderCol draws it in the list): a
 * real link to `to` (the app's address of it), followed inside the app by the preview's click
 * handler (app/LandingPreview.tsx), without reloading the page.
 */
export const PreviewLink = ({ to, style, children }: { to: string; style?: CSSProperties; children: ReactNode }) => (
  <a className="app-preview-link" href={useHref(to)} data-to={to} style={style}>
    {children}
  </a>
);
