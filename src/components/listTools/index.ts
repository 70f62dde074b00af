export { ExportButton } from './ExportButton';
export { ListPrefsProvider } from './ListPrefsProvider';
export { ListTools, type ListToolsProps } from './ListTools';
export { SavedQueriesButton } from './SavedQueriesButton';
export {
  useColumnSet,
  useVisibleColumns,
  visibleColumns,
  type ColumnSet,
  type ExportContext,
  type ListColumn,
} from './columns';
