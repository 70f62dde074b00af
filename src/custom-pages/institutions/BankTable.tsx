import { memo } from 'react';
import { Box, Chip, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutline';
import { useTranslate } from 'react-admin';
import { FEATURES, logoUrl, type Bank } from './bankFeatures';
import { visuallyHidden } from '../../lib/visuallyHidden';
import { ScrollArea } from '../../components/ScrollArea';

export interface BankTableProps {
  banks: Bank[];
  showCountry: boolean;
}

/** A yes/no feature: an icon with its meaning as accessible text. */
const FeatureCell = ({ value, feature }: { value: boolean | undefined; feature: string }) => {
  const translate = useTranslate();
  const label = translate(value ? 'app.institutions.supported' : 'app.institutions.not_supported', { feature });
  return (
    <TableCell align="center">
      <Box component="span" role="img" aria-label={label} title={label} sx={{ display: 'inline-flex' }}>
        {value ? <CheckCircleIcon color="success" fontSize="small" /> : <RemoveCircleOutlineIcon color="disabled" fontSize="small" />}
      </Box>
    </TableCell>
  );
};

const BankRow = memo(({ bank, showCountry }: { bank: Bank; showCountry: boolean }) => {
  const translate = useTranslate();
  const logo = logoUrl(bank);
  return (
    <TableRow hover>
      <TableCell sx={{ width: 56 }}>
        {logo && (
          <Box
            component="img"
            src={logo}
            alt={translate('app.institutions.logo_alt', { name: bank.name })}
            loading="lazy"
            referrerPolicy="no-referrer"
            sx={{ width: 32, height: 32, objectFit: 'contain', display: 'block' }}
          />
        )}
      </TableCell>
      <TableCell component="th" scope="row">
        {bank.name}
      </TableCell>
      {FEATURES.map(({ field, label }) => (
        <FeatureCell key={field} value={bank[field]} feature={translate(label)} />
      ))}
      <TableCell>
        <Chip
          size="small"
          variant="outlined"
          color={bank.is_offline ? 'error' : 'success'}
          label={translate(bank.is_offline ? 'app.institutions.offline' : 'app.institutions.online')}
        />
      </TableCell>
      {showCountry && <TableCell>{bank.country_code}</TableCell>}
    </TableRow>
  );
});

/** The bank features table (docs/product.md#connections). */
export const BankTable = ({ banks, showCountry }: BankTableProps) => {
  const translate = useTranslate();
  return (
    <ScrollArea label={translate('app.institutions.table')}>
      <Table size="small" aria-label={translate('app.institutions.table')}>
        <TableHead>
          <TableRow>
            <TableCell>
              <Box component="span" sx={visuallyHidden}>
                {translate('app.institutions.columns.logo')}
              </Box>
            </TableCell>
            <TableCell>{translate('app.institutions.columns.name')}</TableCell>
            {FEATURES.map(({ field, label }) => (
              <TableCell key={field} align="center">
                {translate(label)}
              </TableCell>
            ))}
            <TableCell>{translate('app.institutions.columns.status')}</TableCell>
            {showCountry && <TableCell>{translate('app.institutions.columns.country')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {banks.map(bank => (
            <BankRow key={bank.id} bank={bank} showCountry={showCountry} />
          ))}
        </TableBody>
      </Table>
    </ScrollArea>
  );
};

