import { useState, type MouseEvent } from 'react';
import DownloadIcon from '@mui/icons-material/Download';
import { Button, IconButton, Menu, MenuItem, Tooltip } from '@mui/material';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useDownload } from '../../components/useDownload';
import { cutOf, type AppDataProvider, type Statement } from '../../providers';
import type { Account, AccountAnalysis } from './types';
import { analysisDownloads } from './applicationDocuments';

/** An account's eStatements: GET accounts/{id}/estatement on opening, each item a download. */
export const StatementsMenu = ({ account, disabled }: { account: Account; disabled?: boolean }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const { download, indicator } = useDownload();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [items, setItems] = useState<Statement[] | null>(null);
  const label = translate('resources.applications.statements.open', { number: account.number ?? account.id });
  // A list that goes on past the pages the client reads says so (docs/api.md#conventions).
  const cut = items ? cutOf(items) : undefined;
  const open = async (event: MouseEvent<HTMLElement>) => {
    setAnchor(event.currentTarget);
    setItems(null);
    try {
      setItems(await dataProvider.statements(account.id));
    } catch (error) {
      setAnchor(null);
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    }
  };
  const save = (statement: Statement) => {
    setAnchor(null);
    void download({
      kind: 'statement',
      accountId: account.id,
      statementId: statement.id,
      filename: statement.filename,
    });
  };
  return (
    <>
      <Button size="small" onClick={open} disabled={disabled} aria-label={label} aria-haspopup="menu">
        {translate('resources.applications.account_fields.eStatement')}
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {items === null && <MenuItem disabled>{translate('resources.applications.statements.loading')}</MenuItem>}
        {items?.length === 0 && <MenuItem disabled>{translate('resources.applications.statements.none')}</MenuItem>}
        {items && cut && (
          <MenuItem disabled>
            {translate(
              cut.total === null
                ? 'resources.applications.statements.cut_unknown'
                : 'resources.applications.statements.cut',
              {
                shown: items.length,
                total: cut.total,
              },
            )}
          </MenuItem>
        )}
        {items?.map(statement => (
          <MenuItem key={statement.id} onClick={() => save(statement)}>
            {statement.period_start
              ? translate('resources.applications.statements.item', {
                  start: statement.period_start,
                  end: statement.period_end ?? '',
                })
              : (statement.filename ?? String(statement.id))}
          </MenuItem>
        ))}
      </Menu>
      {indicator}
    </>
  );
};

/** GET accounts/{id}/interim as a download. */
export const InterimButton = ({ account, disabled }: { account: Account; disabled?: boolean }) => {
  const translate = useTranslate();
  const { download, indicator } = useDownload();
  return (
    <>
      <Button
        size="small"
        disabled={disabled}
        aria-label={translate('resources.applications.statements.interim', { number: account.number ?? account.id })}
        onClick={() => void download({ kind: 'interim', accountId: account.id })}
      >
        {translate('resources.applications.account_fields.interim')}
      </Button>
      {indicator}
    </>
  );
};

/** One analysis's report files (html, pdf, csv) as download buttons. */
export const AnalysisDownloads = ({ analysis, disabled }: { analysis: AccountAnalysis; disabled?: boolean }) => {
  const translate = useTranslate();
  const { download, indicator } = useDownload();
  return (
    <>
      {analysisDownloads(analysis).map(({ format, doc }) => {
        const label = translate('resources.applications.analysis.download', {
          format: format.toUpperCase(),
          id: analysis.id,
        });
        return (
          <Tooltip key={format} title={label}>
            <span>
              <IconButton size="small" aria-label={label} disabled={disabled} onClick={() => void download(doc)}>
                <DownloadIcon fontSize="inherit" />
                <span style={{ fontSize: '0.7rem', marginLeft: 2 }}>{format}</span>
              </IconButton>
            </span>
          </Tooltip>
        );
      })}
      {indicator}
    </>
  );
};
