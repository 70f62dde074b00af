import { Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PageTitle } from '../../components/PageTitle';

export const PendingPage = ({ title }: { title: string }) => {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2 }}>
      <PageTitle title={title} />
      <CardContent>
        <Typography variant="h6" component="h1" gutterBottom>
          {translate(title)}
        </Typography>
        <Typography color="text.secondary">{translate('app.pending.body')}</Typography>
      </CardContent>
    </Card>
  );
};
