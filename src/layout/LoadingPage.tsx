import { Box, CircularProgress } from '@mui/material';
import { useTranslate } from 'react-admin';

/** docs/product.md#session: pending or prefetching auth shows a loading indicator. */
export const LoadingPage = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: '40vh', width: '100%' }}>
      <CircularProgress aria-label={translate('app.shell.loading')} />
    </Box>
  );
};
