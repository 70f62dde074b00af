import { useRef, useState } from 'react';
import BookmarkAddIcon from '@mui/icons-material/BookmarkAdd';
import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import BookmarkRemoveIcon from '@mui/icons-material/BookmarkRemove';
import BookmarksIcon from '@mui/icons-material/Bookmarks';
import { Button, Divider, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import {
  AddSavedQueryDialog,
  RemoveSavedQueryDialog,
  extractValidSavedQueries,
  useListContext,
  useSavedQueries,
  useTranslate,
} from 'react-admin';
import { sameValue as isEqual } from '../../lib/listPrefs';

/**
 * react-admin's saved queries (the store key `<resource>.savedQueries`, its Save and Remove
 * dialogs, the same entries its FilterButton and SavedQueriesList show) behind one toolbar menu:
 * these lists keep their own search panels instead of react-admin's filter button. What is read
 * back is validated by the list's store (src/lib/listPrefs.ts).
 */
export const SavedQueriesButton = () => {
  const translate = useTranslate();
  const { resource, filterValues, displayedFilters, sort, perPage, setFilters, setSort, setPerPage } = useListContext();
  const [savedQueries] = useSavedQueries(resource);
  const queries = extractValidSavedQueries(savedQueries);
  const anchor = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState(false);
  const current = { filter: filterValues, sort, perPage, displayedFilters };
  const currentSaved = queries.some(query => isEqual(query.value, current));
  const hasFilters = !isEqual(filterValues, {});

  return (
    <>
      <Button
        ref={anchor}
        size="small"
        startIcon={<BookmarksIcon />}
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        {translate('app.listTools.saved_queries')}
      </Button>
      <Menu anchorEl={anchor.current} open={open} onClose={() => setOpen(false)}>
        {queries.length === 0 && (
          <MenuItem disabled>
            <ListItemText>{translate('app.listTools.no_saved_queries')}</ListItemText>
          </MenuItem>
        )}
        {queries.map((query, index) => (
          <MenuItem
            key={`${index}-${query.label}`}
            selected={isEqual(query.value, current)}
            onClick={() => {
              setOpen(false);
              const { filter, sort: savedSort, perPage: savedPerPage, displayedFilters: savedDisplayed } = query.value;
              setFilters(filter ?? {}, savedDisplayed && !Array.isArray(savedDisplayed) ? savedDisplayed : {}, false);
              if (savedSort) setSort(savedSort);
              if (savedPerPage && savedPerPage !== perPage) setPerPage(savedPerPage);
            }}
          >
            <ListItemIcon>
              <BookmarkBorderIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{query.label}</ListItemText>
          </MenuItem>
        ))}
        <Divider />
        {currentSaved ? (
          <MenuItem
            onClick={() => {
              setOpen(false);
              setRemoving(true);
            }}
          >
            <ListItemIcon>
              <BookmarkRemoveIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{translate('app.listTools.remove_current')}</ListItemText>
          </MenuItem>
        ) : (
          <MenuItem
            disabled={!hasFilters}
            onClick={() => {
              setOpen(false);
              setAdding(true);
            }}
          >
            <ListItemIcon>
              <BookmarkAddIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{translate('ra.saved_queries.new_label')}</ListItemText>
          </MenuItem>
        )}
      </Menu>
      <AddSavedQueryDialog open={adding} onClose={() => setAdding(false)} />
      <RemoveSavedQueryDialog open={removing} onClose={() => setRemoving(false)} />
    </>
  );
};
