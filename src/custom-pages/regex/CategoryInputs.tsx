import { useMemo } from 'react';
import { SelectInput, TextInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useChoices, useChoicesCut, type CategoryChoice } from './choices';
import { ThirdpartyInput } from './ThirdpartyInput';

export const BROAD_CHOICES = [
  { id: 'true', name: 'app.search.yes' },
  { id: 'false', name: 'app.search.no' },
];

const WIDE = { minWidth: 0 } as const;
const categoryText = (row: CategoryChoice) => `${row.name} (${row.category_type ?? ''}, ${row.country_code ?? ''})`;

export const CountryInput = () => {
  const { data, meta } = useChoices<CategoryChoice>('category');
  const cut = useChoicesCut(meta);
  const choices = useMemo(
    () =>
      Array.from(new Set((data ?? []).map(row => row.country_code).filter(Boolean)))
        .sort()
        .map(code => ({ id: code!, name: code! })),
    [data],
  );
  return (
    <SelectInput
      source="country"
      label="resources.categoryregex.fields.country"
      choices={choices}
      helperText={cut}
      sx={WIDE}
    />
  );
};

/** The categories of the chosen country (all of them until one is chosen). */
export const CategoryInput = ({ byCountry = true }: { byCountry?: boolean }) => {
  const { data, meta, isPending } = useChoices<CategoryChoice>('category');
  const cut = useChoicesCut(meta);
  const country: unknown = useWatch({ name: 'country' });
  const choices = useMemo(
    () => (data ?? []).filter(row => !byCountry || !country || row.country_code === country),
    [data, country, byCountry],
  );
  return (
    <SelectInput
      source="category"
      label="resources.categoryregex.fields.category"
      choices={choices}
      optionText={categoryText}
      isPending={isPending}
      helperText={cut}
      sx={WIDE}
    />
  );
};

export const GroupInput = () => {
  const { data, meta, isPending } = useChoices('categoryregexgroup');
  const cut = useChoicesCut(meta);
  return (
    <SelectInput
      source="group"
      label="resources.categoryregex.fields.group"
      choices={data ?? []}
      isPending={isPending}
      helperText={cut}
      sx={WIDE}
    />
  );
};

export const BroadInput = () => (
  <SelectInput source="is_broad" label="resources.categoryregex.fields.is_broad" choices={BROAD_CHOICES} sx={WIDE} />
);

export const KeywordInputs = () => (
  <>
    <TextInput source="keywords" label="resources.categoryregex.fields.keywords" sx={WIDE} />
    <TextInput source="filterwords" label="resources.categoryregex.fields.filterwords" sx={WIDE} />
  </>
);

export { ThirdpartyInput };
