import { Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import { AdminContext, type I18nProvider } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';

const i18nProvider: I18nProvider = polyglotI18nProvider(() => englishMessages, 'en');

/**
 * The floor of the comparison: react-admin's context (router, store, i18n, MUI theme) and a login
 * form made of MUI components, nothing else. No request is made; the form does nothing.
 */
export const App = () => (
  <AdminContext i18nProvider={i18nProvider}>
    <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <Card sx={{ width: 360 }}>
        <CardContent component="form" onSubmit={event => event.preventDefault()} sx={{ display: 'grid', gap: 2 }}>
          <Typography variant="h5" component="h1">
            Sign in
          </Typography>
          <TextField label="Email" name="email" type="email" autoComplete="username" required fullWidth />
          <TextField
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            fullWidth
          />
          <Button type="submit" variant="contained" fullWidth>
            Sign in
          </Button>
        </CardContent>
      </Card>
    </Box>
  </AdminContext>
);
