import { useState } from 'react';
import {
  Badge,
  Box,
  Button,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormLabel,
  MenuItem,
  Popover,
  TextField,
  Typography,
} from '@mui/material';
import FilterListIcon from '@mui/icons-material/FilterList';
import { useTranslate } from 'react-admin';
import { activeFilterCount, EMPTY_FILTER, FEATURES, type BankFilter, type Feature } from './bankFeatures';

export interface BankFilterPopoverProps {
  filter: BankFilter;
  onChange: (filter: BankFilter) => void;
  /** Countries offered; none for a USER, who sees only the vendor's country. */
  countries: string[];
}

/** The filter popover: features a bank must have, online only, and the country above USER. */
export const BankFilterPopover = ({ filter, onChange, countries }: BankFilterPopoverProps) => {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const toggle = (feature: Feature) =>
    onChange({
      ...filter,
      features: filter.features.includes(feature)
        ? filter.features.filter(f => f !== feature)
        : [...filter.features, feature],
    });

  return (
    <>
      <Badge badgeContent={activeFilterCount(filter)} color="primary">
        <Button
          variant="outlined"
          startIcon={<FilterListIcon />}
          onClick={event => setAnchor(event.currentTarget)}
          aria-haspopup="dialog"
          aria-expanded={!!anchor}
        >
          {translate('app.institutions.filters')}
        </Button>
      </Badge>
      <Popover
        open={!!anchor}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': translate('app.institutions.filters_title') } }}
      >
        <Box sx={{ p: 2, minWidth: 260 }}>
          <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
            {translate('app.institutions.filters_title')}
          </Typography>
          <FormControl component="fieldset" variant="standard">
            <FormLabel component="legend">{translate('app.institutions.supports')}</FormLabel>
            <FormGroup>
              {FEATURES.map(({ field, label }) => (
                <FormControlLabel
                  key={field}
                  control={<Checkbox checked={filter.features.includes(field)} onChange={() => toggle(field)} />}
                  label={translate(label)}
                />
              ))}
              <FormControlLabel
                control={
                  <Checkbox
                    checked={filter.onlineOnly}
                    onChange={(_, checked) => onChange({ ...filter, onlineOnly: checked })}
                  />
                }
                label={translate('app.institutions.online_only')}
              />
            </FormGroup>
          </FormControl>
          {countries.length > 0 && (
            <TextField
              select
              fullWidth
              size="small"
              sx={{ mt: 1 }}
              label={translate('app.institutions.country')}
              value={filter.country}
              onChange={event => onChange({ ...filter, country: event.target.value })}
            >
              <MenuItem value="">{translate('app.institutions.all_countries')}</MenuItem>
              {countries.map(country => (
                <MenuItem key={country} value={country}>
                  {country}
                </MenuItem>
              ))}
            </TextField>
          )}
          <Button
            sx={{ mt: 1 }}
            onClick={() => onChange({ ...EMPTY_FILTER, search: filter.search })}
            disabled={!activeFilterCount(filter)}
          >
            {translate('app.institutions.clear')}
          </Button>
        </Box>
      </Popover>
    </>
  );
};
