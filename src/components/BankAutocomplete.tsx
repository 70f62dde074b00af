import { useEffect, useRef } from 'react';
import { AutocompleteInput } from 'react-admin';

const bankQuery = (search: string) => ({ q: search });
const INPUT_WIDTH = { minWidth: 220 } as const;

/** Sets a React-controlled input's text as typing would (the value setter, then an input event). */
const typeInto = (input: HTMLInputElement, text: string) => {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
};

export interface BankAutocompleteProps {
  helperText: string | false;
  /** Focus the field once drawn: it replaces a field that had the focus (SearchInputs' BankInput). */
  autoFocus?: boolean;
  /** Open its list once drawn, as the press on the field it replaces would have. */
  pressed?: boolean;
  /** Text typed before this field was drawn (an empty text: the choice's name was wiped), typed into it again. */
  typed?: string;
}

/**
 * The bank search field itself, inside BankInput's reference to the banks: loaded apart from the
 * lists (SearchInputs.tsx), because MUI's Autocomplete is about 11 kB (gzip) the first paint of
 * /applications does not need.
 */
export const BankAutocomplete = ({ helperText, autoFocus = false, pressed = false, typed }: BankAutocompleteProps) => {
  const input = useRef<HTMLInputElement>(null);
  // Only what it was first drawn with: the field that stood in for this one is gone by then.
  const first = useRef({ autoFocus, pressed, typed });
  useEffect(() => {
    const { autoFocus: focus, pressed: press, typed: text } = first.current;
    if (!input.current) return;
    if (focus) input.current.focus();
    if (text !== undefined) typeInto(input.current, text);
    // MUI's Autocomplete opens its list on a press in its text box.
    else if (press) input.current.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
  }, []);
  return (
    <AutocompleteInput
      label="app.search.bank"
      optionText="name"
      filterToQuery={bankQuery}
      sx={INPUT_WIDTH}
      helperText={helperText}
      TextFieldProps={{ inputRef: input }}
    />
  );
};
