/**
 * Messages of Webhook deliveries (docs/product.md#webhook-deliveries), added to the catalogue with the
 * signed-in app (keys under `app.webhookDeliveries`).
 */
export const webhookDeliveries = {
  app: {
    webhookDeliveries: {
      title: 'Webhook deliveries',
      intro: 'The _ready webhooks sent to your endpoint for the applications of the window, and what failed.',
      window: 'Window',
      windows: { day: 'Last 24 hours', week: 'Last 7 days', month: 'Last 30 days' },
      loading: 'Loading webhook deliveries',
      failed: 'The webhook deliveries could not be loaded: %{message}',
      retry: 'Retry',
      empty: 'No _ready webhook was sent for the applications of this window.',
      summary:
        '%{total} _ready deliveries in this window: %{delivered} delivered, %{failed} failed; %{failing} applications have a failed latest delivery.',
      counts_title: 'Deliveries per event',
      event: 'Event',
      delivered: 'Delivered',
      failed_count: 'Failed',
      causes_title: 'Failures by response code',
      no_failures: 'No delivery failed in this window.',
      code: 'Response code',
      code_none: 'none',
      cause_label: 'Cause',
      deliveries: 'Failed deliveries',
      applications: 'Applications',
      group_line: '%{code}: %{cause}. %{deliveries} failed deliveries, %{applications} applications',
      cause: {
        path: 'Your endpoint path does not exist',
        credentials: 'Your endpoint refused our credentials',
        server: 'Your server failed',
        timeout: 'Timed out (no answer)',
        unexpected: 'Unexpected answer %{code}',
      },
      filter_failed: 'Latest _ready failed',
      rows_title: 'Applications',
      application: 'Application',
      label: 'Label',
      latest: 'Latest delivery',
      outcome: 'Outcome',
      delivered_at: '%{event} delivered %{time}',
      failed_at: '%{event} failed %{time}: %{code}, %{cause}',
      failing: 'Failing',
      open_application: 'Application %{id}',
      show_more: 'Show %{step} more (%{shown} of %{total} listed)',
      no_failing: 'No application has a failed latest delivery in this window.',
      resend: 'Resend %{count} (%{limit})',
      resend_hint:
        'Sends the bundle webhook (bundle_ready, report_ready) and the summary webhook (summary_ready) again, as each application needs.',
      task_label: 'Application %{id} (%{calls})',
      call: { bundle: 'bundle webhook', summary: 'summary webhook' },
      skip_old: 'Not sent: the application is more than 7 days old',
      skip_no_call: 'Not sent: no resend call covers %{events}',
      sent: {
        bundle: 'Sent bundle and report_ready webhook: %{count}',
        summary: 'Sent webhook summary webhook: %{count}',
      },
    },
  },
  resources: {},
};
