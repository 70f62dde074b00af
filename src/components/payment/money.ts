/** An amount in Australian dollars as the checkout shows it ("$438.90"). */
const AUD = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' });

export const formatAud = (amount: number): string => AUD.format(Number.isFinite(amount) ? amount : 0);
