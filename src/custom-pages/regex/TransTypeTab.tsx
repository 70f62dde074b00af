import { useMemo, useState, type ReactNode } from 'react';
import AddIcon from '@mui/icons-material/Add';
import { Box, Button } from '@mui/material';
import { DataTable, TextInput, useTranslate, type RaRecord } from 'react-admin';
import { AppList } from '../../components/AppList';
import { BankName, BankNamesProvider } from '../../components/BankName';
import { UntilFirstPage } from '../../components/ListSkeleton';
import { ResponsiveTable, type CardSpec } from '../../components/responsive';
import { BankInput } from '../../components/SearchInputs';
import { RegexPreview } from './RegexPreview';
import { RuleDialog } from './RuleDialog';
import { RuleRowActions } from './RuleRowActions';
import { SanitiseHelper } from './SanitiseHelper';
import { SearchPanel } from './SearchPanel';
import { TRANSTYPE_FIELDS, transTypeRuleSchema } from './regexSchemas';
import { RegexInput, TransTypeSelect } from './TransTypeInputs';
import { useRuleSave } from './useRuleSave';

export const TRANSTYPE = 'transtyperegex';

const monospace = { fontFamily: 'monospace', wordBreak: 'break-all', display: 'inline-block', minWidth: 160 } as const;

type Editing = { record?: RaRecord } | null;

/** The create/edit dialog of a transaction-type rule, with the sanitising helper and the preview. */
export const TransTypeRuleDialog = ({
  record,
  initial,
  onClose,
}: {
  record?: RaRecord;
  initial?: Partial<RaRecord>;
  onClose: () => void;
}) => {
  const save = useRuleSave(TRANSTYPE);
  return (
    <RuleDialog
      title={record ? 'app.regex.transtype.edit' : 'app.regex.transtype.create'}
      schema={transTypeRuleSchema}
      record={record ?? initial ?? {}}
      draftName={record ? `${TRANSTYPE}:edit:${String(record.id)}` : `${TRANSTYPE}:create`}
      onSubmit={async values => {
        const data = { bank: values.bank, regex: values.regex, trans_type: values.trans_type };
        const errors = await save(data, record);
        if (!errors) onClose();
        return errors;
      }}
      onClose={onClose}
    >
      <BankInput source="bank" />
      <TransTypeSelect />
      <RegexInput autoFocus />
      <RegexPreview />
      <SanitiseHelper />
    </RuleDialog>
  );
};

/**
 * A rule as a phone card (docs/screens/responsive.md): the pattern, then id, bank and type, then
 * the row's edit and delete, as in the table.
 */
export const ruleCard = (
  details: (rule: RaRecord) => ReactNode,
  onEdit: (record: RaRecord) => void,
): CardSpec<RaRecord> => ({
  primary: rule => (
    <Box component="span" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
      {String(rule.regex ?? '')}
    </Box>
  ),
  secondary: details,
  tertiary: () => <RuleRowActions onEdit={onEdit} align="start" />,
});

/** The rules table, shared by the transtype and match tabs; cards on a phone. */
export const TransTypeTable = ({ onEdit }: { onEdit: (record: RaRecord) => void }) => {
  const card = useMemo(
    () =>
      ruleCard(
        rule => (
          <>
            #{rule.id} · <BankName value={rule.bank} /> · {String(rule.trans_type ?? '')}
          </>
        ),
        onEdit,
      ),
    [onEdit],
  );
  return (
    <BankNamesProvider>
      <UntilFirstPage>
        <ResponsiveTable card={card}>
          <DataTable bulkActionButtons={false} rowClick={false}>
            <DataTable.Col source="id" />
            <DataTable.Col source="bank" render={record => <BankName value={record.bank} />} />
            <DataTable.Col source="trans_type" />
            <DataTable.Col
              source="regex"
              render={record => (
                <Box component="span" sx={monospace}>
                  {String(record.regex ?? '')}
                </Box>
              )}
            />
            <DataTable.Col label="resources.transtyperegex.fields.actions" align="right" disableSort>
              <RuleRowActions onEdit={onEdit} />
            </DataTable.Col>
          </DataTable>
        </ResponsiveTable>
      </UntilFirstPage>
    </BankNamesProvider>
  );
};

export const CreateRuleButton = ({ onClick, label }: { onClick: () => void; label: string }) => {
  const translate = useTranslate();
  return (
    <Button variant="outlined" startIcon={<AddIcon />} onClick={onClick}>
      {translate(label)}
    </Button>
  );
};

/** The transtype tab: search (at least one field), the rules, create, edit and delete. */
export const TransTypeTab = ({ header }: { header?: ReactNode }) => {
  const [editing, setEditing] = useState<Editing>(null);
  const [refused, setRefused] = useState(false);
  return (
    <>
      <AppList
        resource={TRANSTYPE}
        title={false}
        actions={false}
        skeleton={false}
        disableSyncWithLocation
        storeKey="regex.transtype"
        sort={{ field: 'id', order: 'ASC' }}
      >
        {header}
        <SearchPanel
          fields={TRANSTYPE_FIELDS}
          emptyMessage="app.message.transtype_search_required"
          refused={refused}
          setRefused={setRefused}
          actions={<CreateRuleButton label="app.regex.transtype.create" onClick={() => setEditing({})} />}
        >
          <BankInput source="bank" />
          <TextInput source="regex" label="resources.transtyperegex.fields.regex" helperText={false} />
          <TransTypeSelect />
        </SearchPanel>
        <TransTypeTable onEdit={record => setEditing({ record })} />
      </AppList>
      {editing && <TransTypeRuleDialog record={editing.record} onClose={() => setEditing(null)} />}
    </>
  );
};
