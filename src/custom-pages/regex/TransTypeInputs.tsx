import { useMemo } from 'react';
import { AutocompleteInput, TextInput } from 'react-admin';
import { BankInput } from '../../components/SearchInputs';
import { useChoices, useChoicesCut } from './choices';

/** trans_type is sent as the type's name, so the choices use names as values. */
export const TransTypeSelect = ({ label = 'resources.transtyperegex.fields.trans_type' }: { label?: string }) => {
  const { data, meta, isPending } = useChoices('transtype');
  const cut = useChoicesCut(meta);
  const choices = useMemo(() => (data ?? []).map(row => ({ id: row.name, name: row.name })), [data]);
  return (
    <AutocompleteInput
      source="trans_type"
      label={label}
      choices={choices}
      isPending={isPending}
      helperText={cut}
      sx={{ minWidth: 0 }}
    />
  );
};

export const RegexInput = ({
  autoFocus,
  label = 'resources.transtyperegex.fields.regex',
}: {
  autoFocus?: boolean;
  label?: string;
}) => (
  <TextInput
    source="regex"
    label={label}
    fullWidth
    autoFocus={autoFocus}
    slotProps={{
      htmlInput: { spellCheck: false, autoCapitalize: 'off', autoCorrect: 'off', style: { fontFamily: 'monospace' } },
    }}
  />
);

/** The rule's three fields; the same inputs serve the search form. */
export const TransTypeRuleInputs = () => (
  <>
    <BankInput source="bank" />
    <TransTypeSelect />
    <RegexInput />
  </>
);
