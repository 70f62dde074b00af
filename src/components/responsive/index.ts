export { useIsPhone } from './useIsPhone';
export { StatusChip, statusColor } from './StatusChip';
export { RecordCards, ResponsiveTable, type CardContext, type CardSpec } from './RecordCards';
export { PhoneFilters, activeFilterCount } from './PhoneFilters';
