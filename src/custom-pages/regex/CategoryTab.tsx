import { useMemo, useRef, useState } from 'react';
import { Alert, Box } from '@mui/material';
import {
  DataTable,
  SelectInput,
  TextInput,
  useCreate,
  useNotify,
  useTranslate,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import { AppList } from '../../components/AppList';
import { UntilFirstPage } from '../../components/ListSkeleton';
import { ResponsiveTable } from '../../components/responsive';
import { BooleanCell } from '../../components/BooleanCell';
import { submissionErrorsOf } from '../../components/NonFieldErrors';
import { BroadInput, CategoryInput, CountryInput, GroupInput, KeywordInputs, ThirdpartyInput } from './CategoryInputs';
import { toFormValues, toPayload } from './categoryValues';
import { idOf, nameOf, useChoices } from './choices';
import { RegexPreview } from './RegexPreview';
import { RuleDialog } from './RuleDialog';
import { RuleRowActions } from './RuleRowActions';
import { SearchPanel } from './SearchPanel';
import { categoryRuleCreateSchema, categoryRuleUpdateSchema } from './regexSchemas';
import { RegexInput } from './TransTypeInputs';
import { CreateRuleButton, ruleCard } from './TransTypeTab';
import { useRuleSave } from './useRuleSave';

export const CATEGORY = 'categoryregex';

/** The search fields of spec 3 (the country only narrows the form's category list). */
export const CATEGORY_SEARCH_FIELDS = [
  'regex',
  'keywords',
  'filterwords',
  'is_broad',
  'category',
  'thirdparty',
  'group',
] as const;

const OPERATORS = [
  { id: 'or', name: 'app.regex.category.operator_or' },
  { id: 'and', name: 'app.regex.category.operator_and' },
];

/** Two columns of inputs from tablet width up, one on a phone. */
const FIELD_GRID = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 } as const;

const monospace = { fontFamily: 'monospace', wordBreak: 'break-all', display: 'inline-block', minWidth: 160 } as const;

/** A typed thirdparty that is not an id of the list: a new name to create first. */
const newThirdpartyName = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() && !/^\d+$/.test(value.trim()) ? value.trim() : null;

const CategoryRuleDialog = ({ record, onClose }: { record?: RaRecord; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const save = useRuleSave(CATEGORY);
  const [createThirdparty] = useCreate();
  const [creating, setCreating] = useState<string | null>(null);
  // A thirdparty created by a save whose rule was then refused is not created twice.
  const created = useRef(new Map<string, Identifier>());
  const initial = record ? toFormValues(record) : {};
  const previous = record ? { id: record.id, ...toPayload(toFormValues(record), idOf(record.thirdparty)) } : undefined;

  const resolveThirdparty = async (
    value: unknown,
  ): Promise<{ id: Identifier | null } | { errors: Record<string, unknown> }> => {
    const name = newThirdpartyName(value);
    if (!name) return { id: idOf(value) };
    const known = created.current.get(name.toLowerCase());
    if (known !== undefined) return { id: known };
    setCreating(name);
    notify('app.message.creating_thirdparty', { type: 'info', messageArgs: { value: name } });
    try {
      const row = await createThirdparty('thirdparty', { data: { name } }, { returnPromise: true });
      created.current.set(name.toLowerCase(), row.id);
      return { id: row.id };
    } catch (error) {
      const errors = submissionErrorsOf(error);
      const message = errors?.name ?? errors?.thirdparty ?? (error instanceof Error ? error.message : String(error));
      return { errors: { thirdparty: message } };
    } finally {
      setCreating(null);
    }
  };

  return (
    <RuleDialog
      title={record ? 'app.regex.category.edit' : 'app.regex.category.create'}
      schema={record ? categoryRuleUpdateSchema : categoryRuleCreateSchema}
      record={initial}
      draftName={record ? `${CATEGORY}:edit:${String(record.id)}` : `${CATEGORY}:create`}
      onSubmit={async values => {
        const thirdparty = await resolveThirdparty(values.thirdparty);
        if ('errors' in thirdparty) return thirdparty.errors;
        const errors = await save(toPayload(values, thirdparty.id), previous);
        if (!errors) onClose();
        return errors;
      }}
      onClose={onClose}
    >
      {creating !== null && (
        <Alert severity="info" role="status" sx={{ mb: 1 }}>
          {translate('app.message.creating_thirdparty', { value: creating })}
        </Alert>
      )}
      <RegexInput autoFocus label="resources.categoryregex.fields.regex" />
      <RegexPreview />
      <Box sx={FIELD_GRID}>
        <KeywordInputs />
        <BroadInput />
        <CountryInput />
        <CategoryInput />
        <ThirdpartyInput />
        <GroupInput />
      </Box>
    </RuleDialog>
  );
};

const RelatedName = ({ value, resource }: { value: unknown; resource: 'thirdparty' | 'categoryregexgroup' }) => {
  const { data } = useChoices(resource);
  return <>{nameOf(value, data)}</>;
};

const CategoryName = ({ value }: { value: unknown }) => {
  const { data } = useChoices('category');
  const country = value && typeof value === 'object' ? (value as { country_code?: unknown }).country_code : undefined;
  const name = nameOf(value, data);
  return <>{typeof country === 'string' && country ? `${name} (${country})` : name}</>;
};

/** The category tab: search (OR by default, AND when chosen), the rules, create, edit and delete. */
export const CategoryTab = () => {
  const [editing, setEditing] = useState<{ record?: RaRecord } | null>(null);
  const [refused, setRefused] = useState(false);
  const card = useMemo(
    () =>
      ruleCard(
        rule => (
          <>
            #{rule.id} · {String(rule.keywords ?? '')} · <CategoryName value={rule.category} />
          </>
        ),
        record => setEditing({ record }),
      ),
    [],
  );
  return (
    <>
      <AppList
        resource={CATEGORY}
        title={false}
        actions={false}
        skeleton={false}
        disableSyncWithLocation
        storeKey="regex.category"
        sort={{ field: 'id', order: 'ASC' }}
      >
        <SearchPanel
          fields={CATEGORY_SEARCH_FIELDS}
          emptyMessage="app.message.category_search_required"
          toFilter={values => (values.operator === 'and' ? { operator: 'and' } : {})}
          refused={refused}
          setRefused={setRefused}
          actions={<CreateRuleButton label="app.regex.category.create" onClick={() => setEditing({})} />}
        >
          <TextInput source="regex" label="resources.categoryregex.fields.regex" helperText={false} />
          <TextInput source="keywords" label="resources.categoryregex.fields.keywords" helperText={false} />
          <TextInput source="filterwords" label="resources.categoryregex.fields.filterwords" helperText={false} />
          <BroadInput />
          <CategoryInput byCountry={false} />
          <ThirdpartyInput />
          <GroupInput />
          <SelectInput
            source="operator"
            label="app.regex.category.operator"
            choices={OPERATORS}
            defaultValue="or"
            emptyText="app.regex.category.operator_or"
            helperText={false}
          />
        </SearchPanel>
        <UntilFirstPage>
          <ResponsiveTable card={card}>
            <DataTable bulkActionButtons={false} rowClick={false}>
              <DataTable.Col source="id" />
              <DataTable.Col
                source="regex"
                render={record => (
                  <Box component="span" sx={monospace}>
                    {String(record.regex ?? '')}
                  </Box>
                )}
              />
              <DataTable.Col source="keywords" />
              <DataTable.Col source="filterwords" />
              <DataTable.Col source="is_broad" render={record => <BooleanCell value={record.is_broad} />} />
              <DataTable.Col
                source="category"
                render={record => <CategoryName value={record.category} />}
                disableSort
              />
              <DataTable.Col
                source="thirdparty"
                render={record => <RelatedName value={record.thirdparty} resource="thirdparty" />}
                disableSort
              />
              <DataTable.Col
                source="group"
                render={record => <RelatedName value={record.group} resource="categoryregexgroup" />}
                disableSort
              />
              <DataTable.Col label="resources.categoryregex.fields.actions" align="right" disableSort>
                <RuleRowActions onEdit={record => setEditing({ record })} />
              </DataTable.Col>
            </DataTable>
          </ResponsiveTable>
        </UntilFirstPage>
      </AppList>
      {editing && <CategoryRuleDialog record={editing.record} onClose={() => setEditing(null)} />}
    </>
  );
};
