import { PAYMENT } from './types';

/** An amount in the payments' currency (Australian dollars) as the checkout shows it ("$438.90"). */
const AUD = new Intl.NumberFormat('en-AU', { style: 'currency', currency: PAYMENT.currency.toUpperCase() });

export const formatAud = (amount: number): string => AUD.format(Number.isFinite(amount) ? amount : 0);
