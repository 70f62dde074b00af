import { useState } from 'react';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { Button, Divider, Menu, MenuItem } from '@mui/material';
import { useTranslate } from 'react-admin';
import { reprintAction } from '../../components/reprintAction';
import { useDownload } from '../../components/useDownload';
import type { ApplicationDetail } from './types';
import { documentDownloads } from './applicationDocuments';
import type { AppAction } from './useApplicationAction';

export interface DocumentsMenuProps {
  application: ApplicationDetail;
  disabled: boolean;
  run: (action: AppAction) => void;
}

/** Every download and reprint of docs/api.md#downloads in one menu; each download goes through useDownload. */
export const DocumentsMenu = ({ application, disabled, run }: DocumentsMenuProps) => {
  const translate = useTranslate();
  const { download, indicator } = useDownload();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        disabled={disabled}
        onClick={event => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={!!anchor}
        endIcon={<ArrowDropDownIcon />}
      >
        {translate('resources.applications.actions.documents')}
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={close}>
        {documentDownloads(application).map(({ key, doc }) => (
          <MenuItem
            key={key}
            onClick={() => {
              close();
              void download(doc);
            }}
          >
            {translate(`resources.applications.documents.${key}`)}
          </MenuItem>
        ))}
        <Divider />
        {(['html', 'pdf'] as const).map(format => (
          <MenuItem
            key={format}
            onClick={() => {
              close();
              run(reprintAction('summary', application.id, format));
            }}
          >
            {translate(`resources.applications.actions.reprint_${format}`)}
          </MenuItem>
        ))}
      </Menu>
      {indicator}
    </>
  );
};
