import { useCanAccess, useGetIdentity } from 'react-admin';
import { bankCountryOf } from '../lib/vendorCountry';
import { Feature, type AppIdentity } from '../providers';

/**
 * The country whose banks the signed-in user is offered, null for every country
 * (docs/product.md#levels): who sees all countries is a rule of the access table; anyone else
 * sees their vendor's country, AU when the vendor gives none (decision 16).
 */
export const useBankCountry = (): { country: string | null; isPending: boolean } => {
  const { identity, isPending } = useGetIdentity();
  const allCountries = useCanAccess({ resource: Feature.banksAllCountries, action: 'read' });
  const vendor = (identity as AppIdentity | undefined)?.vendor;
  return { country: bankCountryOf(!!allCountries.canAccess, vendor), isPending: isPending || allCountries.isPending };
};
