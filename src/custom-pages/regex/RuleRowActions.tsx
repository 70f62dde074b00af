import EditIcon from '@mui/icons-material/Edit';
import { Box, IconButton, Tooltip } from '@mui/material';
import { DeleteWithConfirmButton, useRecordContext, useTranslate, type RaRecord } from 'react-admin';

/**
 * A rule row's edit (opens the tab's dialog) and delete (asks first, then DELETE through the
 * resource's endpoint; the row leaves the table once the server said yes).
 */
export const RuleRowActions = ({
  onEdit,
  align = 'end',
}: {
  onEdit: (record: RaRecord) => void;
  align?: 'start' | 'end';
}) => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  const label = translate('app.regex.edit_rule', { id: record.id });
  return (
    <Box
      component="span"
      sx={{ display: 'flex', justifyContent: align === 'end' ? 'flex-end' : 'flex-start', alignItems: 'center' }}
    >
      <Tooltip title={label}>
        <IconButton aria-label={label} size="small" onClick={() => onEdit(record)}>
          <EditIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <DeleteWithConfirmButton
        mutationMode="pessimistic"
        redirect={false}
        label="ra.action.delete"
        confirmTitle="app.regex.delete_title"
        confirmContent="app.regex.delete_content"
        translateOptions={{ id: record.id }}
        aria-label={translate('app.regex.delete_rule', { id: record.id })}
      />
    </Box>
  );
};
