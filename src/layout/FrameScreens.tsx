import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { i18nProvider } from '../providers/i18nProvider';

const Neutral = ({ title, hint }: { title: string; hint: string }) => (
  <Box component="main" sx={{ maxWidth: 560, mx: 'auto', mt: 8, px: 2, textAlign: 'center', fontFamily: 'sans-serif' }}>
    <Typography variant="h5" component="h1" gutterBottom>
      {title}
    </Typography>
    <Typography color="text.secondary">{hint}</Typography>
  </Box>
);

/**
 * docs/product.md, decision 13: the page is framed by an origin that may not embed it. Nothing of
 * the app starts (no session, no form to trick a user into): rendered on its own by main.tsx,
 * hence the catalogue read without react-admin's context.
 */
export const FramingRefused = () => (
  <Neutral title={i18nProvider.translate('app.shell.framed')} hint={i18nProvider.translate('app.shell.framed_hint')} />
);

/**
 * docs/product.md#embedded-mode: signed out inside a host's frame. The host signs its user in
 * again (it was told the token expired); the dashboard shows no login form of its own there.
 */
export const EmbeddedSignedOut = () => {
  const translate = useTranslate();
  return (
    <Neutral
      title={translate('app.shell.embedded_signed_out')}
      hint={translate('app.shell.embedded_signed_out_hint')}
    />
  );
};
