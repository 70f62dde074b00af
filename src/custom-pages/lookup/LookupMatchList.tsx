import { List, ListItemButton, ListItemText, Paper, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useGetIdentity, useTranslate } from 'react-admin';
import { bankName, useBankNames } from '../../components/BankName';
import { applicationStatus } from '../../lib/applicationStatus';
import { formatTimestamp } from '../../lib/datetime';
import type { AppIdentity } from '../../providers/authProvider';
import type { LookupMatch } from '../../providers/methods/lookup';
import { lookupSearch, type LookupType } from './lookupTerm';

export interface LookupMatchListProps {
  type: LookupType;
  value: string;
  matches: LookupMatch[];
}

/**
 * docs/product.md#lookup: several applications match, the user picks one (kept in the URL). The
 * full name shows only for a user whose show_pii is set, whatever the server sends.
 */
export const LookupMatchList = ({ type, value, matches }: LookupMatchListProps) => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const showPii = !!(identity as AppIdentity | undefined)?.show_pii;
  const bankNames = useBankNames();
  return (
    <Paper variant="outlined">
      <Typography component="h2" variant="subtitle1" sx={{ px: 2, pt: 1.5 }} id="lookup-matches">
        {translate('app.lookup.several', { count: matches.length })}
      </Typography>
      <List aria-labelledby="lookup-matches">
        {matches.map(match => {
          const details = [
            formatTimestamp(match.timestamp),
            match.vendor?.name,
            bankName(match.bank || match.bank_id, bankNames),
            applicationStatus(match),
            translate(match.analysed ? 'app.lookup.analysed' : 'app.lookup.not_analysed'),
          ].filter(Boolean);
          const name = [match.vendor_specific_id, showPii && match.full_name].filter(Boolean).join(' · ');
          return (
            <ListItemButton key={match.id} component={Link} to={lookupSearch(type, value, match.id)}>
              <ListItemText
                primary={translate('app.lookup.match', { id: match.id, name })}
                secondary={details.join(' · ')}
              />
            </ListItemButton>
          );
        })}
      </List>
    </Paper>
  );
};
