import { useMediaQuery, type Theme } from '@mui/material';

/** True below the theme's `sm` breakpoint (phones): lists show cards and the filters a button. */
export const useIsPhone = () => useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
