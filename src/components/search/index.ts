export { AdvancedSearchButton } from './AdvancedSearchDialog';
export { listSearchFilters, ListSearchActions } from './ListSearch';
