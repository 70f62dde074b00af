/**
 * Watching an application's run (src/components/watch, docs/product.md#tables): the buttons, the
 * list of watches and what the app says when a watched run completes or fails.
 */
export const watch = {
  app: {
    watch: {
      column: 'Watch',
      start: 'Watch',
      stop: 'Stop watching',
      start_one: 'Watch application %{id}',
      stop_one: 'Stop watching application %{id}',
      added: 'Watching application %{id}: you will be told when its run completes or fails.',
      removed: 'No longer watching application %{id}.',
      full: 'At most %{limit} applications can be watched: stop watching one first.',
      denied: 'Browser notifications are off for this site: watched runs are told here only.',
      completed: 'Application %{id}: run completed',
      failed: 'Application %{id}: run failed: %{code}',
      menu: 'Watching %{count} (at most %{limit})',
      remove: 'Stop watching application %{id} (%{status})',
    },
  },
  resources: {},
};
