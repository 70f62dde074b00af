import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { bankName, useBankNames } from '../../components/BankName';
import type { Account, Profile } from './types';
import { formatTimestamp } from './applicationFormat';
import { AnalysisDownloads, InterimButton, StatementsMenu } from './AccountFiles';
import { ProfileActions } from './ProfileActions';
import { ScrollArea } from '../../components/ScrollArea';

const money = (value: number | null | undefined) =>
  typeof value === 'number' ? value.toLocaleString(undefined, { minimumFractionDigits: 2, maximumFractionDigits: 2 }) : '-';

const COLUMNS = ['nickname', 'bsb', 'number', 'type', 'available', 'balance', 'transaction_count', 'analyses', 'interim', 'eStatement'];

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
              {translate(analysis.completed ? 'resources.applications.analysis.completed' : 'resources.applications.analysis.running')}
            </Box>
          </Typography>
          <AnalysisDownloads analysis={analysis} disabled={documentsDisabled} />
        </li>
      ))}
    </Box>
  );
};

const AccountsTable = ({ accounts, documentsDisabled }: { accounts: Account[]; documentsDisabled: boolean }) => {
  const translate = useTranslate();
  if (!accounts.length) return <Typography color="text.secondary">{translate('resources.applications.show.no_accounts')}</Typography>;
  return (
    <ScrollArea label={translate('resources.applications.show.accounts')}>
      <Table size="small" aria-label={translate('resources.applications.show.accounts')}>
        <TableHead>
          <TableRow>
            {COLUMNS.map(column => (
              <TableCell key={column}>{translate(`resources.applications.account_fields.${column}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {accounts.map(account => (
            <TableRow key={account.id}>
              <TableCell>{account.nickname ?? '-'}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{account.bsb ?? '-'}</TableCell>
              <TableCell>{account.number ?? '-'}</TableCell>
              <TableCell>{account.type ?? '-'}</TableCell>
              <TableCell align="right">{money(account.available)}</TableCell>
              <TableCell align="right">{money(account.balance)}</TableCell>
              <TableCell align="right">{account.transaction_count ?? 0}</TableCell>
              <TableCell>
                <AnalysesCell account={account} documentsDisabled={documentsDisabled} />
              </TableCell>
              <TableCell>{account.interim ? <InterimButton account={account} disabled={documentsDisabled} /> : '-'}</TableCell>
              <TableCell>{account.eStatement ? <StatementsMenu account={account} disabled={documentsDisabled} /> : '-'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollArea>
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
      {!profiles.length && <Typography color="text.secondary">{translate('resources.applications.show.no_profiles')}</Typography>}
      {profiles.map((profile, index) => (
        <Accordion key={profile.id} defaultExpanded={index === 0} disableGutters>
          <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`profile-${profile.id}`} id={`profile-${profile.id}-header`}>
            <Typography sx={{ fontWeight: 'bold', mr: 2 }}>
              {translate('resources.applications.show.profile_title', { bank: bankName(profile.bank || profile.bank_id, bankNames), id: profile.id })}
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
