import { useContext, useEffect, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import SendIcon from '@mui/icons-material/Send';
import { Box, Button, Typography } from '@mui/material';
import { DataProviderContext, Form, TextInput, useNotify, useTranslate } from 'react-admin';
import { useFormContext, useFormState, type FieldValues } from 'react-hook-form';
import { DraftKeeper } from '../DraftKeeper';
import { NonFieldErrors, submissionErrorsOf, useServerFailure } from '../NonFieldErrors';
import { useFormThrottle, useWaitLabel } from '../SaveThrottle';
import type { AppDataProvider } from '../../providers';
import { isThrottled } from '../../providers/throttle';
import { isSessionEnded } from '../../providers/sessionRule';
import { sendSchema, type SendFormValues } from './iframeSchema';

const resolver = zodResolver(sendSchema);

interface IframeSendFormProps {
  link: string | undefined;
  vendorName: string;
  /** The customer's name and e-mail to start with (Needs attention: the run's application's). */
  initial?: { customer_name?: string | null; customer_email?: string | null };
  /** Where what is typed is kept across a session end (DraftKeeper); null keeps nothing. */
  draftName?: string | null;
  /** Called after the e-mail was sent. */
  onSent?: () => void;
}

const SendButton = ({ disabled }: { disabled: boolean }) => {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  const wait = useFormThrottle();
  const waitLabel = useWaitLabel();
  return (
    <Button type="submit" variant="contained" startIcon={<SendIcon />} disabled={disabled || isSubmitting || wait > 0}>
      {isSubmitting ? translate('app.inlineFrame.sending') : waitLabel('app.inlineFrame.send', wait)}
    </Button>
  );
};

/** Empties the form after each send, so that leaving the page does not warn about an e-mail already sent. */
const ResetAfterSend = ({ sent }: { sent: number }) => {
  const { reset } = useFormContext();
  useEffect(() => {
    if (sent) reset({ customer_name: '', customer_email: '' });
  }, [sent, reset]);
  return null;
};

const Fields = ({ link }: { link: string | undefined }) => {
  const translate = useTranslate();
  return (
    <>
      <NonFieldErrors />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, alignItems: 'flex-start' }}>
        <TextInput
          source="customer_name"
          label="app.inlineFrame.customer_name"
          autoComplete="off"
          sx={{ width: { xs: '100%', sm: 260 } }}
        />
        <TextInput
          source="customer_email"
          label="app.inlineFrame.customer_email"
          type="email"
          autoComplete="off"
          sx={{ width: { xs: '100%', sm: 300 } }}
        />
        <Box sx={{ pt: 1 }}>
          <SendButton disabled={!link} />
        </Box>
      </Box>
      {!link && (
        <Typography variant="body2" color="text.secondary">
          {translate('app.inlineFrame.send_needs_link')}
        </Typography>
      )}
    </>
  );
};

/**
 * Sends the link to the client (POST dashboard/email/customer_iframe_link): "Successfully sent email"
 * or "Failed to send email", with any field errors under their fields and what was typed kept.
 * A 401, 403 or 502 ends the session (src/providers/sessionRule.ts), never passing for a success.
 */
export const IframeSendForm = ({
  link,
  vendorName,
  initial,
  draftName = 'inlineframe:send',
  onSent,
}: IframeSendFormProps) => {
  const translate = useTranslate();
  const dataProvider = useContext(DataProviderContext) as AppDataProvider;
  const notify = useNotify();
  const serverFailure = useServerFailure();
  const [sent, setSent] = useState(0);

  const submit = async (values: FieldValues) => {
    if (!link) return undefined;
    const { customer_name, customer_email } = values as SendFormValues;
    try {
      await dataProvider.sendIframeLink({ vendor_name: vendorName, iframe_link: link, customer_email, customer_name });
      notify('app.message.email_sent', { type: 'success' });
      setSent(count => count + 1);
      onSent?.();
      return undefined;
    } catch (error) {
      // The session ended (src/providers/sessionRule.ts): nothing to say, the app goes to /login.
      if (isSessionEnded(error)) return undefined;
      // Throttled (429): the wait above the form and in the toast, Send off until it is over.
      if (isThrottled(error)) return serverFailure(error);
      notify('app.message.email_failed', { type: 'error' });
      return submissionErrorsOf(error);
    }
  };

  return (
    <Box component="section" aria-labelledby="iframe-send-title">
      <Typography id="iframe-send-title" component="h2" variant="h6" sx={{ mb: 1 }}>
        {translate('app.inlineFrame.send_title')}
      </Typography>
      <Form
        resolver={resolver}
        defaultValues={{
          customer_name: initial?.customer_name ?? '',
          customer_email: initial?.customer_email ?? '',
        }}
        onSubmit={submit}
        warnWhenUnsavedChanges
      >
        <ResetAfterSend sent={sent} />
        {draftName && <DraftKeeper name={draftName} />}
        <Fields link={link} />
      </Form>
    </Box>
  );
};
