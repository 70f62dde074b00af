import type { ReactNode } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { config } from '../config';

/** The centred card of the public account pages (login, reset): product name, heading, form. */
export const AuthCard = ({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'background.default',
        p: 2,
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 420 }} elevation={2}>
        <CardContent sx={{ p: 4 }}>
          <Typography variant="overline" component="p" color="primary" sx={{ fontWeight: 700, letterSpacing: 1 }}>
            {config.productName}
          </Typography>
          <Typography variant="h5" component="h1" gutterBottom>
            {translate(title)}
          </Typography>
          {intro ? (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {translate(intro)}
            </Typography>
          ) : null}
          {children}
        </CardContent>
      </Card>
    </Box>
  );
};
