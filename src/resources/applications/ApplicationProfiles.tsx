import { useMemo } from 'react';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Box, Typography } from '@mui/material';
import { DataTable, ListContextProvider, ResourceContextProvider, useList, useTranslate } from 'react-admin';
import { bankName, useBankNames } from '../../components/BankName';
import type { Account, Profile } from './types';
import { formatTimestamp } from './applicationFormat';
import { AnalysisDownloads, InterimButton, StatementsMenu } from './AccountFiles';
import { ProfileActions } from './ProfileActions';
import { ScrollArea } from '../../components/ScrollArea';

const money = (value: number | null | undefined) =>
  typeof value === 'number'
    ? value.toLocaleString(undefined, { minimumFractionDigits: 2, maximumFractionDigits: 2 })
    : '-';

const ALL_ROWS = Number.MAX_SAFE_INTEGER;
const NO_WRAP = { whiteSpace: 'nowrap' } as const;
const label = (column: string) => `resources.applications.account_fields.${column}`;

// Render functions live at module level so the memoised columns never see a new prop.
const renderNickname = (account: Account) => account.nickname ?? '-';
const renderBsb = (account: Account) => account.bsb ?? '-';
const renderNumber = (account: Account) => account.number ?? '-';
const renderType = (account: Account) => account.type ?? '-';
const renderAvailable = (account: Account) => money(account.available);
const renderBalance = (account: Account) => money(account.balance);
const renderTransactions = (account: Account) => account.transaction_count ?? 0;

const AnalysesCell = ({ account, documentsDisabled }: { account: Account; documentsDisabled: boolean }) => {
  const translate = useTranslate();
  const analyses = account.analyses ?? [];
  if (!analyses.length) return <>-</>;
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {analyses.map(analysis => (
        <li key={analysis.id}>
          <Typography component="span" variant="body2">
            {translate('resources.applications.analysis.summary', {
              id: analysis.id,
              time: formatTimestamp(analysis.time),
              elapsed: analysis.elapsed ?? 0,
            })}{' '}
            <Box component="span" sx={{ color: analysis.completed ? 'success.main' : 'text.secondary' }}>
              {translate(
                analysis.completed
                  ? 'resources.applications.analysis.completed'
                  : 'resources.applications.analysis.running',
              )}
            </Box>
          </Typography>
          <AnalysisDownloads analysis={analysis} disabled={documentsDisabled} />
        </li>
      ))}
    </Box>
  );
};

/**
 * A profile's accounts: a react-admin DataTable over them (useList), in the order the application
 * gives; a header click sorts by that column (the file columns, which hold buttons, do not sort).
 */
const AccountsTable = ({ accounts, documentsDisabled }: { accounts: Account[]; documentsDisabled: boolean }) => {
  const translate = useTranslate();
  const list = useList<Account>({ data: accounts, perPage: ALL_ROWS });
  // The file columns depend on documentsDisabled: built once per value, so the memoised rows keep them.
  const fileColumns = useMemo(
    () => [
      <DataTable.Col<Account>
        key="analyses"
        label={label('analyses')}
        render={account => <AnalysesCell account={account} documentsDisabled={documentsDisabled} />}
      />,
      <DataTable.Col<Account>
        key="interim"
        label={label('interim')}
        render={account => (account.interim ? <InterimButton account={account} disabled={documentsDisabled} /> : '-')}
      />,
      <DataTable.Col<Account>
        key="eStatement"
        label={label('eStatement')}
        render={account =>
          account.eStatement ? <StatementsMenu account={account} disabled={documentsDisabled} /> : '-'
        }
      />,
    ],
    [documentsDisabled],
  );
  return (
    // DataTable asks for a resource name (its column settings are stored by it; the view's own
    // context is "applications", whose list's settings must not apply here); no call is made with it.
    <ResourceContextProvider value="application_accounts">
      <ListContextProvider value={list}>
        <ScrollArea label={translate('resources.applications.show.accounts')}>
          <DataTable<Account>
            rowClick={false}
            bulkActionButtons={false}
            hover={false}
            aria-label={translate('resources.applications.show.accounts')}
            empty={
              <Typography color="text.secondary">{translate('resources.applications.show.no_accounts')}</Typography>
            }
          >
            <DataTable.Col<Account> source="nickname" label={label('nickname')} render={renderNickname} />
            <DataTable.Col<Account> source="bsb" label={label('bsb')} render={renderBsb} sx={NO_WRAP} />
            <DataTable.Col<Account> source="number" label={label('number')} render={renderNumber} />
            <DataTable.Col<Account> source="type" label={label('type')} render={renderType} />
            <DataTable.Col<Account>
              source="available"
              label={label('available')}
              render={renderAvailable}
              align="right"
            />
            <DataTable.Col<Account> source="balance" label={label('balance')} render={renderBalance} align="right" />
            <DataTable.Col<Account>
              source="transaction_count"
              label={label('transaction_count')}
              render={renderTransactions}
              align="right"
            />
            {fileColumns}
          </DataTable>
        </ScrollArea>
      </ListContextProvider>
    </ResourceContextProvider>
  );
};

export interface ApplicationProfilesProps {
  profiles: Profile[];
  onRecrawl: (profile: Profile) => void;
  documentsDisabled: boolean;
}

/** One panel per profile (docs/product.md#application-view), the first open, with its action row and accounts. */
export const ApplicationProfiles = ({ profiles, onRecrawl, documentsDisabled }: ApplicationProfilesProps) => {
  const translate = useTranslate();
  const bankNames = useBankNames();
  return (
    <Box component="section" aria-label={translate('resources.applications.show.profiles')}>
      <Typography variant="h6" component="h2" gutterBottom>
        {translate('resources.applications.show.profiles')}
      </Typography>
      {!profiles.length && (
        <Typography color="text.secondary">{translate('resources.applications.show.no_profiles')}</Typography>
      )}
      {profiles.map((profile, index) => (
        <Accordion key={profile.id} defaultExpanded={index === 0} disableGutters>
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            aria-controls={`profile-${profile.id}`}
            id={`profile-${profile.id}-header`}
          >
            <Typography sx={{ fontWeight: 'bold', mr: 2 }}>
              {translate('resources.applications.show.profile_title', {
                bank: bankName(profile.bank || profile.bank_id, bankNames),
                id: profile.id,
              })}
            </Typography>
            <Typography color="text.secondary">
              {profile.crawler
                ? translate('resources.applications.show.crawler_status', { status: profile.crawler.status })
                : translate('resources.applications.show.no_crawler')}
              {profile.initiator ? ` · ${profile.initiator}` : ''}
            </Typography>
          </AccordionSummary>
          <AccordionDetails id={`profile-${profile.id}`}>
            <ProfileActions profile={profile} onRecrawl={onRecrawl} documentsDisabled={documentsDisabled} />
            <AccountsTable accounts={profile.accounts ?? []} documentsDisabled={documentsDisabled} />
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
};
