/**
 * Messages of Needs attention (docs/product.md#needs-attention), added to the catalogue with the
 * signed-in app (keys under `app.needsAttention`).
 */
export const needsAttention = {
  app: {
    needsAttention: {
      intro: 'The runs of the last %{days} days that did not complete, by cause, with who must act and what fixes it.',
      failed: 'The runs could not be loaded: %{message}',
      retry: 'Retry',
      empty: 'Nothing needs attention',
      summary: '%{smart_count} run needs attention: %{groups} |||| %{smart_count} runs need attention: %{groups}',
      group_count: '%{cause} %{smart_count}',
      runs: '%{smart_count} run |||| %{smart_count} runs',
      show_more: 'Show %{step} more (%{shown} of %{total} listed)',
      cause: {
        customer: 'The customer',
        bank: 'The bank',
        transient: 'Transient',
        unknown: 'Unknown cause',
      },
      who: {
        customer:
          'The customer must act (wrong credentials, multi-factor authentication not completed, account locked, or they left): send them a new link.',
        bank: 'The bank must act: its site is offline or failing. Recrawl once it is back.',
        transient: 'Nobody must act: a timeout or a run that died on a healthy bank. A recrawl fixes it.',
        unknown: 'The cause is not known: staff look at the crawler log.',
      },
      col: {
        when: 'When',
        reference: 'Reference',
        application: 'Application',
        bank: 'Bank',
        status: 'Status',
        message: 'Message',
        action: 'Action',
      },
      seconds: 'after %{elapsed}',
      application: 'Application %{id}',
      find_application: 'Find application',
      no_application: 'No application was found for this run',
      unknown_bank: 'Unknown bank',
      run_label: '%{reference} (%{bank})',
      new_link: 'Send the customer a new link',
      new_link_for: 'Send the customer of %{reference} a new link',
      new_link_title: 'Send the customer a new link',
      close: 'Close',
      recrawl: 'Recrawl %{count} (at most %{limit})',
      recrawl_when_back: 'Recrawl when the bank is back: %{count} (at most %{limit})',
      bank_offline_note: 'The bank is offline: recrawl once it is back online.',
      bank_state: {
        online: 'Bank online',
        warning: 'Bank failing above its threshold',
        offline: 'Bank offline',
        unknown: 'Bank state unknown',
      },
      crawler_log: 'Open the crawler log',
      ask_staff: 'Ask staff',
      ask_staff_copy: 'Ask staff: copy the details of this run',
      details:
        'Run %{uuid}\nStatus: %{status}\nError code: %{code}\nError message: %{message}\nBank: %{bank}\nApplication: %{application}',
    },
  },
  resources: {},
};
