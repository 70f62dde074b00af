import { useCallback, useState, type ReactElement } from 'react';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { IconButton, Tooltip } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { Button, DataTable, DeleteButton, TopToolbar, useTranslate, type Identifier } from 'react-admin';
import { AppList } from '../../components/AppList';
import { listDefaults } from './listDefaults';
import { TokenFormDialog } from './TokenFormDialog';
import { TokenRevealDialog } from './TokenRevealDialog';

interface Token {
  id: Identifier;
  name: string;
}

type OpenDialog = { kind: 'create' } | { kind: 'rename'; token: Token } | { kind: 'reveal'; token: Token } | null;

const RowIconButton = ({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: ReactElement;
}) => {
  const translate = useTranslate();
  return (
    <Tooltip title={translate(label)}>
      <IconButton aria-label={translate(label)} onClick={onClick} size="small">
        {children}
      </IconButton>
    </Tooltip>
  );
};

/**
 * API Tokens (docs/product.md#tokens): name and actions, an add button, and the create, rename and
 * reveal dialogs. Closing a dialog that changed something refreshes the list.
 */
export const TokenList = () => {
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const queryClient = useQueryClient();

  const closeDialog = useCallback(
    (changed = false) => {
      setDialog(null);
      if (changed) void queryClient.invalidateQueries({ queryKey: ['tokens'] });
    },
    [queryClient],
  );

  const renderActions = useCallback(
    (token: Token) => (
      <>
        <RowIconButton label="resources.tokens.reveal" onClick={() => setDialog({ kind: 'reveal', token })}>
          <VisibilityIcon fontSize="small" />
        </RowIconButton>
        <RowIconButton label="resources.tokens.rename_action" onClick={() => setDialog({ kind: 'rename', token })}>
          <EditIcon fontSize="small" />
        </RowIconButton>
        <DeleteButton
          record={token}
          mutationMode="pessimistic"
          redirect={false}
          confirmTitle="resources.tokens.delete_title"
          confirmContent="resources.tokens.delete_content"
          titleTranslateOptions={{ name: token.name }}
        />
      </>
    ),
    [],
  );

  return (
    <>
      <AppList
        sort={listDefaults.sort}
        perPage={listDefaults.perPage}
        actions={
          <TopToolbar>
            <Button label="resources.tokens.add" onClick={() => setDialog({ kind: 'create' })}>
              <AddIcon />
            </Button>
          </TopToolbar>
        }
      >
        <DataTable rowClick={false} bulkActionButtons={false}>
          <DataTable.Col source="name" />
          <DataTable.Col label="resources.tokens.fields.actions" render={renderActions} />
        </DataTable>
      </AppList>
      {dialog?.kind === 'create' && <TokenFormDialog onClose={closeDialog} />}
      {dialog?.kind === 'rename' && <TokenFormDialog token={dialog.token} onClose={closeDialog} />}
      {dialog?.kind === 'reveal' && <TokenRevealDialog token={dialog.token} onClose={() => closeDialog()} />}
    </>
  );
};
