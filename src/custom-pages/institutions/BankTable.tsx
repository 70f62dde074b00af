import { useMemo } from 'react';
import { Box } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutline';
import { DataTable, ListContextProvider, ResourceContextProvider, useList, useTranslate } from 'react-admin';
import { FEATURES, logoUrl, type Bank } from './bankFeatures';
import { visuallyHidden } from '../../lib/visuallyHidden';
import { RowHeaderCol } from '../../components/RowHeaderCol';
import { ScrollArea } from '../../components/ScrollArea';
import { BankStateChip } from '../../components/BankStateChip';
import { vendorBankState } from '../../lib/bankHealth';

export interface BankTableProps {
  banks: Bank[];
  showCountry: boolean;
}

const ALL_ROWS = Number.MAX_SAFE_INTEGER;

/** A yes/no feature: an icon with its meaning as accessible text. */
const FeatureMark = ({ value, featureLabel }: { value: boolean | undefined; featureLabel: string }) => {
  const translate = useTranslate();
  const label = translate(value ? 'app.institutions.supported' : 'app.institutions.not_supported', {
    feature: translate(featureLabel),
  });
  return (
    <Box component="span" role="img" aria-label={label} title={label} sx={{ display: 'inline-flex' }}>
      {value ? (
        <CheckCircleIcon color="success" fontSize="small" />
      ) : (
        <RemoveCircleOutlineIcon color="disabled" fontSize="small" />
      )}
    </Box>
  );
};

const Logo = ({ bank }: { bank: Bank }) => {
  const translate = useTranslate();
  const logo = logoUrl(bank);
  if (!logo) return null;
  return (
    <Box
      component="img"
      src={logo}
      alt={translate('app.institutions.logo_alt', { name: bank.name })}
      loading="lazy"
      referrerPolicy="no-referrer"
      sx={{ width: 32, height: 32, objectFit: 'contain', display: 'block' }}
    />
  );
};

// Render functions live at module level so the memoised columns never see a new prop.
const renderLogo = (bank: Bank) => <Logo bank={bank} />;
// The state a vendor may read: online or offline by `is_offline` (docs/product.md#bank-health), in words and an icon.
const renderStatus = (bank: Bank) => <BankStateChip state={vendorBankState(bank)} />;
const featureRenderers = FEATURES.map(({ field, label }) => (bank: Bank) => (
  <FeatureMark value={bank[field]} featureLabel={label} />
));
const LOGO_CELL = { width: 56 } as const;

/**
 * The bank features table (docs/product.md#connections): a react-admin DataTable over the rows
 * shown (useList), in the order they come in (bank order, then name); a header click sorts by that
 * column. Measured against the hand-built MUI table it replaced (jsdom, both in one run, median of
 * 4): 200 banks mount in 1.2 to 1.8 times the time (2.8 s against 2.4 s, 1.4 s against 0.8 s on a
 * quieter run), a search down to 100 takes 0.16 to 0.28 s against 0.05 s; 2000 banks 19 s against
 * 12 s. jsdom is many times slower than a browser, and a bank list is some 60 to a few hundred rows:
 * kept on DataTable (docs/architecture.md#tables).
 */
export const BankTable = ({ banks, showCountry }: BankTableProps) => {
  const translate = useTranslate();
  const list = useList<Bank>({ data: banks, perPage: ALL_ROWS });
  // The columns are built once (per language and country rule): with the same column elements,
  // react-admin's memoised rows and cells skip the rows a search keeps.
  const columns = useMemo(
    () => [
      <DataTable.Col<Bank>
        key="logo"
        label={
          <Box component="span" sx={visuallyHidden}>
            {translate('app.institutions.columns.logo')}
          </Box>
        }
        render={renderLogo}
        sx={LOGO_CELL}
      />,
      <RowHeaderCol key="name" source="name" label={translate('app.institutions.columns.name')} />,
      ...FEATURES.map(({ field, label }, index) => (
        <DataTable.Col<Bank>
          key={field}
          source={field}
          label={translate(label)}
          align="center"
          render={featureRenderers[index]}
        />
      )),
      <DataTable.Col<Bank>
        key="status"
        source="is_offline"
        label={translate('app.institutions.columns.status')}
        render={renderStatus}
      />,
      ...(showCountry
        ? [
            <DataTable.Col<Bank>
              key="country"
              source="country_code"
              label={translate('app.institutions.columns.country')}
            />,
          ]
        : []),
    ],
    [translate, showCountry],
  );
  return (
    // DataTable asks for a resource name (its column settings are stored by it); no call is made with it.
    <ResourceContextProvider value="institutions">
      <ListContextProvider value={list}>
        <ScrollArea label={translate('app.institutions.table')}>
          <DataTable<Bank> rowClick={false} bulkActionButtons={false} aria-label={translate('app.institutions.table')}>
            {columns}
          </DataTable>
        </ScrollArea>
      </ListContextProvider>
    </ResourceContextProvider>
  );
};
