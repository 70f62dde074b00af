import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { IconButton, Tooltip } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';

export interface CopyButtonProps {
  value: string | undefined;
  /** Catalogue key of the button's accessible name. */
  label: string;
}

/**
 * Copies a value with the asynchronous clipboard API (docs/product.md, decision 3: one message everywhere). The API
 * is missing on insecure origins and may be refused by the browser, so both cases say what to do.
 */
export const CopyButton = ({ value, label }: CopyButtonProps) => {
  const notify = useNotify();
  const translate = useTranslate();
  const copy = async () => {
    if (!value) return;
    try {
      if (!navigator.clipboard) throw new Error('Clipboard API unavailable');
      await navigator.clipboard.writeText(value);
      notify('app.message.copied', { type: 'success' });
    } catch {
      notify('app.message.copy_failed', { type: 'error' });
    }
  };
  const name = translate(label);
  return (
    <Tooltip title={name}>
      <span>
        <IconButton aria-label={name} onClick={copy} disabled={!value} size="small">
          <ContentCopyIcon fontSize="small" />
        </IconButton>
      </span>
    </Tooltip>
  );
};
