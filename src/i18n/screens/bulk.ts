/**
 * Messages of bulk actions with an outcome per row (src/components/bulk, docs/product.md#bulk),
 * added to the catalogue with the signed-in app.
 */
export const bulk = {
  app: {
    bulk: {
      outcome_title: 'Outcome, row by row',
      summary: '%{done} done, %{failed} failed, %{skipped} skipped',
      summary_running: '%{done} done, %{failed} failed, %{skipped} skipped, %{waiting} to go',
      state: {
        waiting: 'waiting',
        running: 'sending',
        done: 'done',
        failed: 'failed',
        skipped: 'not sent',
      },
      failed: '%{message}',
      throttled: 'The server asked to wait: trying again in %{seconds} s',
      over_limit: 'Not sent: one action sends at most %{limit}',
      cancelled: 'Not sent: cancelled',
      cancel: 'Stop',
      limit_note: 'at most %{limit}',
    },
  },
  resources: {},
};
