/**
 * The simulated card form's rules: Stripe's documented test cards (https://docs.stripe.com/testing)
 * and the checks its card element makes before it lets a card be tried. Messages are Stripe's own
 * English texts, shown as the provider's message.
 */
export interface TypedCard {
  number: string;
  expiry: string;
  cvc: string;
}

export const digitsOf = (value: string) => value.replace(/\D/g, '');

const luhn = (digits: string): boolean => {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
};

const isAmex = (digits: string) => /^3[47]/.test(digits);

/** Declines of the documented test cards; any other valid number is accepted only if it is a success card. */
const DECLINES: Record<string, string> = {
  '4000000000000002': 'Your card was declined.',
  '4000000000009995': 'Your card has insufficient funds.',
  '4000000000009987': 'Your card was declined.',
  '4000000000009979': 'Your card was declined.',
  '4000000000000069': 'Your card has expired.',
  '4000000000000127': "Your card's security code is incorrect.",
  '4000000000000119': 'An error occurred while processing your card. Try again in a little bit.',
};

const SUCCEEDS = new Set([
  '4242424242424242',
  '4000056655665556',
  '5555555555554444',
  '2223003122003222',
  '5200828282828210',
  '378282246310005',
  '4000000360000006',
]);

/** The field a refusal belongs to, and Stripe's message; null when the card can be tried. */
export const cardProblem = (card: TypedCard, now = new Date()): { field: keyof TypedCard; message: string } | null => {
  const number = digitsOf(card.number);
  const length = isAmex(number) ? 15 : 16;
  if (number.length < length) return { field: 'number', message: 'Your card number is incomplete.' };
  if (number.length > length || !luhn(number)) return { field: 'number', message: 'Your card number is invalid.' };
  const expiry = digitsOf(card.expiry);
  if (expiry.length < 4) return { field: 'expiry', message: "Your card's expiration date is incomplete." };
  const month = Number(expiry.slice(0, 2));
  const year = 2000 + Number(expiry.slice(2, 4));
  if (expiry.length > 4 || month < 1 || month > 12)
    return { field: 'expiry', message: "Your card's expiration date is invalid." };
  if (year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1)) {
    return { field: 'expiry', message: "Your card's expiration date is in the past." };
  }
  const cvc = digitsOf(card.cvc);
  if (cvc.length < (isAmex(number) ? 4 : 3))
    return { field: 'cvc', message: "Your card's security code is incomplete." };
  if (cvc.length > 4 || card.cvc.trim() !== cvc)
    return { field: 'cvc', message: "Your card's security code is invalid." };
  return null;
};

/** What confirming a payment with this card gives: the decline message, or null when it succeeds. */
export const cardDecline = (card: TypedCard, now = new Date()): string | null => {
  const problem = cardProblem(card, now);
  if (problem) return problem.message;
  const number = digitsOf(card.number);
  if (DECLINES[number]) return DECLINES[number];
  if (SUCCEEDS.has(number)) return null;
  return 'Your card was declined. Your request was in test mode, but used a non test card.';
};
