import { useEffect } from 'react';
import { Box, Button, Tooltip, Typography } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import LoginIcon from '@mui/icons-material/Login';
import { AppBar, LoadingIndicator, TitlePortal, ToggleThemeButton, useLogout, useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { config } from '../config';
import { ProductMark } from './ProductMark';
import { useShell } from './shell';
import { useSignedInIdentity } from './useSignedInIdentity';

/** The product mark: its tooltip tells which build this is (environment and version). */
const Logo = () => {
  const translate = useTranslate();
  const tooltip = translate('app.environment.tooltip', {
    environment: translate(`app.environment.${config.environment}`),
    version: config.version,
  });
  return (
    <Tooltip title={tooltip} describeChild>
      <Box
        component={Link}
        to="/"
        aria-label={translate('app.shell.logo')}
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          color: 'inherit',
          textDecoration: 'none',
          mr: 2,
          flexShrink: 0,
        }}
      >
        <ProductMark />
        <Typography
          component="span"
          variant="subtitle1"
          sx={{ fontWeight: 700, display: { xs: 'none', sm: 'inline' } }}
        >
          {config.productName}
        </Typography>
      </Box>
    </Tooltip>
  );
};

/** The current page's name from the registries; react-admin's title portal adds a record's title below a list. */
const PageName = () => {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const page = useShell().pageName(pathname);
  // smart_count picks the plural of a resource's name ('Label |||| Labels'); other names have one form.
  const name = page ? translate(page.title, { smart_count: 2 }) : '';

  useEffect(() => {
    document.title = name ? `${name} · ${config.productName}` : config.productName;
  }, [name]);

  return (
    <>
      <Typography variant="h6" component="div" noWrap sx={{ flex: page && !page.detail ? '1 1 auto' : '0 0 auto' }}>
        {name}
      </Typography>
      {/* react-admin's titles land here: shown for a record below a list and where no registry
          entry names the page (not found, access denied), otherwise the name above says it all. */}
      <TitlePortal
        component="span"
        sx={{ display: page && !page.detail ? 'none' : 'block', ml: page ? 2 : 0, opacity: page ? 0.85 : 1 }}
      />
    </>
  );
};

/** On a phone the session button is its icon alone (its name stays, as aria-label), so the bar fits 360 px. */
const narrowLabel = {
  minWidth: 0,
  '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 }, ml: { xs: 0, sm: -0.5 } },
} as const;
const NarrowHidden = ({ children }: { children: string }) => (
  <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
    {children}
  </Box>
);

/** Login link without a signed-in user email, otherwise Logout (docs/product.md#layout). */
const SessionButton = () => {
  const translate = useTranslate();
  const logout = useLogout();
  const { identity } = useSignedInIdentity();
  if (!identity?.email) {
    return (
      <Button
        color="inherit"
        component={Link}
        to="/login"
        startIcon={<LoginIcon />}
        aria-label={translate('app.auth.login_link')}
        sx={narrowLabel}
      >
        <NarrowHidden>{translate('app.auth.login_link')}</NarrowHidden>
      </Button>
    );
  }
  return (
    <Button
      color="inherit"
      onClick={() => logout({}, undefined, false)}
      startIcon={<LogoutIcon />}
      title={identity.email}
      aria-label={translate('app.auth.logout')}
      sx={narrowLabel}
    >
      <NarrowHidden>{translate('app.auth.logout')}</NarrowHidden>
    </Button>
  );
};

/** react-admin's refresh button and its spinner, the spinner named (a progressbar needs a name). */
const ActivityIndicator = () => {
  const translate = useTranslate();
  return <LoadingIndicator aria-label={translate('app.shell.loading')} />;
};

export const AppTopBar = () => (
  <AppBar
    color="primary"
    userMenu={false}
    toolbar={
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 1 }}>
        <ActivityIndicator />
        {/* Light or dark, remembered under react-admin's store key `theme` (docs/screens/theme.md). */}
        <ToggleThemeButton />
        <SessionButton />
      </Box>
    }
  >
    <Logo />
    <PageName />
  </AppBar>
);
