import { useEffect, useRef, useState } from 'react';
import { useListContext } from 'react-admin';
import { ROW_LINK_ATTRIBUTE } from '../RowHeaderCol';
import { useShortcut } from './useShortcut';

/** Marks the element holding a list that is not react-admin's List page (Dieds), for ListKeyboard. */
export const LIST_ROOT_ATTRIBUTE = 'data-list-keyboard';

// A row's link, or its button where the row opens a dialog (RowButton).
const LINKS = `[${ROW_LINK_ATTRIBUTE}]`;
// The list this keyboard serves: react-admin's List, or a table in a list context of a page's own.
const LIST_ROOT = `.list-page, [${LIST_ROOT_ATTRIBUTE}]`;
// A row of a table, or a phone card (a list item).
const ROW = 'tr, li';
// The list's search: the first field of react-admin's filter form (Applications' Bank, a search box).
const SEARCH = '.RaFilterForm-filterFormInput input:not([type="hidden"]), .RaFilterForm-filterFormInput textarea';
// What a click on the row would act on itself, not the row.
const OWN_CLICK = 'a, button, input, select, textarea, label, [role="button"], [role="checkbox"]';

/** The row element (table row or card) `element` is in. */
const rowOf = (element: Element | null) => element?.closest(ROW) ?? null;

/**
 * The list's keyboard (docs/screens/accessibility.md#shortcuts), inside a list (AppList, or an
 * element marked with LIST_ROOT_ATTRIBUTE holding a list context): j and k
 * (and the arrow keys on a row's link) move the focus from row link to row link, x selects or
 * unselects the focused row where the table offers selection, "/" goes to the list's search. The
 * rows are the RowLink (or RowButton) of each row inside this list.
 * A Ctrl/Cmd/Shift or middle click on a row outside its link opens the link in a new tab: react-admin's
 * row click would otherwise take it in this tab.
 */
export const ListKeyboard = () => {
  const marker = useRef<HTMLSpanElement>(null);
  const { data, onToggleItem } = useListContext();
  const [offers, setOffers] = useState({ rows: false, selection: false, search: false });

  const container = () => marker.current?.closest(LIST_ROOT) ?? null;
  const links = () => Array.from(container()?.querySelectorAll<HTMLElement>(LINKS) ?? []);

  // What the list shows decides which keys work (and are listed by "?"): read once the rows are drawn.
  // Rows drawn later than the data (Dieds' groups, opened by the person) are read when they appear.
  useEffect(() => {
    const root = marker.current?.closest(LIST_ROOT);
    if (!root) return;
    const read = () => {
      const hasLinks = !!root.querySelector(LINKS);
      const next = {
        rows: hasLinks,
        selection: hasLinks && !!root.querySelector('tbody input[type="checkbox"], li input[type="checkbox"]'),
        search: !!root.querySelector(SEARCH),
      };
      setOffers(previous =>
        previous.rows === next.rows && previous.selection === next.selection && previous.search === next.search
          ? previous
          : next,
      );
    };
    read();
    const observer = new MutationObserver(read);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [data]);

  const move = (step: number) => {
    const all = links();
    if (!all.length) return;
    const row = rowOf(document.activeElement);
    const current = row ? all.findIndex(link => rowOf(link) === row) : -1;
    const next = current < 0 ? (step > 0 ? 0 : all.length - 1) : Math.min(Math.max(current + step, 0), all.length - 1);
    all[next]?.focus();
  };

  const toggle = () => {
    const row = rowOf(document.activeElement);
    const link = row ? links().find(candidate => rowOf(candidate) === row) : undefined;
    if (!link || !row?.querySelector('input[type="checkbox"]')) return;
    const id = link.getAttribute('data-record-id');
    const record = data?.find(candidate => String(candidate.id) === id);
    if (record) onToggleItem(record.id);
  };

  useShortcut('j', () => move(1), { enabled: offers.rows, description: 'app.shortcuts.next_row' });
  useShortcut('k', () => move(-1), { enabled: offers.rows, description: 'app.shortcuts.previous_row' });
  useShortcut('x', toggle, { enabled: offers.selection, description: 'app.shortcuts.toggle_row' });
  useShortcut('/', () => container()?.querySelector<HTMLElement>(SEARCH)?.focus(), {
    enabled: offers.search,
    description: 'app.shortcuts.search',
  });

  useEffect(() => {
    const root = marker.current?.closest(LIST_ROOT);
    if (!(root instanceof HTMLElement)) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.target instanceof Element) || !event.target.matches(LINKS)) return;
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
      event.preventDefault();
      const all = Array.from(root.querySelectorAll<HTMLElement>(LINKS));
      const index = all.indexOf(event.target as HTMLElement);
      all[Math.min(Math.max(index + (event.key === 'ArrowDown' ? 1 : -1), 0), all.length - 1)]?.focus();
    };
    const openInNewTab = (event: MouseEvent) => {
      const modified = event.button === 1 || event.ctrlKey || event.metaKey || event.shiftKey;
      if (!modified || !(event.target instanceof Element) || event.target.closest(OWN_CLICK)) return;
      // Only a link has an address to open; a row's button (a dialog) has none.
      const link = rowOf(event.target)?.querySelector(LINKS);
      if (!(link instanceof HTMLAnchorElement)) return;
      event.preventDefault();
      event.stopPropagation();
      window.open(link.href, '_blank', 'noopener');
    };
    root.addEventListener('keydown', onKeyDown);
    root.addEventListener('click', openInNewTab, true);
    root.addEventListener('auxclick', openInNewTab, true);
    return () => {
      root.removeEventListener('keydown', onKeyDown);
      root.removeEventListener('click', openInNewTab, true);
      root.removeEventListener('auxclick', openInNewTab, true);
    };
  }, []);

  return <span ref={marker} hidden />;
};
