import { CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * What an empty table reads (docs/product.md#tables): "No data available", with or without
 * filters. react-admin's own empty table says "No ... found using the current filters" once a
 * filter is set, which is not the product's text. The theme makes it every DataTable's `empty`.
 */
export const NoData = () => {
  const translate = useTranslate();
  return (
    <CardContent>
      <Typography variant="body2">{translate('app.message.no_data')}</Typography>
    </CardContent>
  );
};
