import { memo } from 'react';
import CheckIcon from '@mui/icons-material/Check';
import RemoveIcon from '@mui/icons-material/Remove';
import { useTranslate } from 'react-admin';

export interface BooleanCellProps {
  value: unknown;
  /** Catalogue keys of the accessible text when true and when not. */
  yes?: string;
  no?: string;
}

/** A yes/no value as an icon whose accessible name says it, so it is not told by shape alone. */
export const BooleanCell = memo(({ value, yes = 'app.search.yes', no = 'app.search.no' }: BooleanCellProps) => {
  const translate = useTranslate();
  return value === true ? (
    <CheckIcon fontSize="small" color="success" titleAccess={translate(yes)} />
  ) : (
    <RemoveIcon fontSize="small" color="disabled" titleAccess={translate(no)} />
  );
});
BooleanCell.displayName = 'BooleanCell';
