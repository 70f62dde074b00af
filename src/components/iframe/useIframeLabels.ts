import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import type { AppDataProvider } from '../../providers';

/**
 * The vendor labels the link may name, every page of them. A failure is toasted once ("An error
 * occured: ..."; 401, 403 and 502 end the session through the dataProvider proxy) and the page offers a retry.
 */
export const useIframeLabels = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const result = useQuery({
    queryKey: ['inlineframe', 'labels'],
    queryFn: ({ signal }) => dataProvider.iframeLabels({ signal }),
    retry: false,
  });
  const { error } = result;
  useEffect(() => {
    if (error) notify(error instanceof Error ? error.message : String(error), { type: 'error' });
  }, [error, notify]);
  return result;
};
