import { Button } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useCreatePath, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { AppDataProvider } from '../../providers';
import { isSessionEnded } from '../../providers/sessionRule';
import type { AttentionRow } from './attentionRows';

/**
 * A run the applications of the window did not name: its application is looked up by the run's
 * crawler uuid (GET applications/lookup/?crawler_uuid=, as Lookup does) when asked, and opened.
 */
export const FindApplication = ({ row }: { row: AttentionRow }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const createPath = useCreatePath();
  const navigate = useNavigate();
  const notify = useNotify();
  const find = useMutation({
    mutationFn: () => dataProvider.lookup('crawler_uuid', row.uuid),
    onSuccess: ({ data }) => {
      const match = data[0];
      if (!match) notify('app.needsAttention.no_application', { type: 'info' });
      else navigate(createPath({ resource: 'applications', id: match.id, type: 'show' }));
    },
    onError: error => {
      if (!isSessionEnded(error)) notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    },
  });
  return (
    <Button size="small" disabled={find.isPending} onClick={() => find.mutate()}>
      {translate('app.needsAttention.find_application')}
    </Button>
  );
};
