import { useEffect } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, FormLabel } from '@mui/material';
import { BooleanInput, Form, SelectInput, TextInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { DraftKeeper } from '../DraftKeeper';
import {
  buildIframeLink,
  IFRAME_OPTION_DEFAULTS,
  IFRAME_OPTIONS,
  type IframeLink,
  type IframeOptions,
} from '../../lib/iframeLink';
import { stripMarkup } from '../../lib/sanitise';
import type { IframeLabel } from '../../providers';
import { linkSchema, type LinkFormValues } from './iframeSchema';

const resolver = zodResolver(linkSchema);

export interface BuiltLink {
  result: IframeLink;
  /** The label the link names, cleaned. */
  label: string;
}

interface IframeLinkFormProps {
  host: string;
  labels: IframeLabel[];
  defaultLabel: string;
  onChange: (built: BuiltLink) => void;
  /** First values other than the label (Needs attention fills the identifier and the options of the run's application). */
  initial?: Partial<Omit<LinkFormValues, 'label'>>;
  /** Where what is typed is kept across a session end (DraftKeeper); null keeps nothing. */
  draftName?: string | null;
}

/** Builds the link from the form's current values, on every change. */
const LinkWatcher = ({ host, onChange }: { host: string; onChange: (built: BuiltLink) => void }) => {
  const values = useWatch() as Partial<LinkFormValues>;
  const label = stripMarkup(String(values.label ?? '')).trim();
  const identifier = stripMarkup(String(values.client_identifier ?? ''));
  const options = Object.fromEntries(
    IFRAME_OPTIONS.map(option => [
      option,
      typeof values[option] === 'boolean' ? values[option] : IFRAME_OPTION_DEFAULTS[option],
    ]),
  ) as IframeOptions;
  const result = buildIframeLink({ host, label, identifier, options, daysToRetrieve: values.days_to_retrieve });
  const link = result.link ?? '';
  const error = result.error ?? '';
  useEffect(() => {
    onChange({ result: link ? { link } : { error }, label });
  }, [link, error, label, onChange]);
  return null;
};

/**
 * The link's inputs (docs/product.md#iframe; the IFrame page and Needs attention's new link): vendor label, client identifier, the seven switches
 * with their defaults and days_to_retrieve. Nothing is saved: the link follows what is typed.
 */
export const IframeLinkForm = ({
  host,
  labels,
  defaultLabel,
  onChange,
  initial,
  draftName = 'inlineframe:link',
}: IframeLinkFormProps) => {
  const translate = useTranslate();
  const defaultValues: LinkFormValues = {
    label: defaultLabel,
    client_identifier: '',
    days_to_retrieve: '',
    ...IFRAME_OPTION_DEFAULTS,
    ...initial,
  };
  return (
    <Form resolver={resolver} defaultValues={defaultValues} mode="onChange" onSubmit={() => undefined}>
      <LinkWatcher host={host} onChange={onChange} />
      {draftName && <DraftKeeper name={draftName} />}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
        <SelectInput
          source="label"
          label="app.inlineFrame.label"
          choices={labels}
          optionValue="ref"
          optionText="ref"
          emptyText=""
          sx={{ width: { xs: '100%', sm: 260 } }}
        />
        <TextInput
          source="client_identifier"
          label="app.inlineFrame.identifier"
          helperText="app.inlineFrame.identifier_help"
          autoComplete="off"
          sx={{ width: { xs: '100%', sm: 320 } }}
        />
      </Box>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 1 }}>
        <FormLabel component="legend" sx={{ mb: 0.5 }}>
          {translate('app.inlineFrame.options')}
        </FormLabel>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3 }}>
          {IFRAME_OPTIONS.map(option => (
            <BooleanInput key={option} source={option} label={`app.inlineFrame.option.${option}`} helperText={false} />
          ))}
        </Box>
      </Box>
      <TextInput
        source="days_to_retrieve"
        label="app.inlineFrame.days_to_retrieve"
        helperText="app.inlineFrame.days_help"
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        autoComplete="off"
        sx={{ width: { xs: '100%', sm: 260 } }}
      />
    </Form>
  );
};
