import { describe, expect, it } from 'vitest';
import { cardDecline, cardProblem } from '../../../../src/components/payment/testCards';
import { formatAud } from '../../../../src/components/payment/money';

const now = new Date('2026-11-24T00:00:00Z');
const card = (number: string, expiry = '12 / 34', cvc = '123') => ({ number, expiry, cvc });

describe("the simulated card form (Stripe's documented test cards)", () => {
  it.each([
    ['4242 4242 4242 4242', null],
    ['5555 5555 5555 4444', null],
    ['4000 0000 0000 0002', 'Your card was declined.'],
    ['4000 0000 0000 9995', 'Your card has insufficient funds.'],
    ['4000 0000 0000 0069', 'Your card has expired.'],
    ['4000 0000 0000 0127', "Your card's security code is incorrect."],
    ['4111 1111 1111 1111', 'Your card was declined. Your request was in test mode, but used a non test card.'],
    ['4242 4242 4242 4241', 'Your card number is invalid.'],
    ['4242 4242', 'Your card number is incomplete.'],
  ])('%s gives %j', (number, message) => {
    expect(cardDecline(card(number), now)).toBe(message);
  });

  it.each([
    [card('4242424242424242', '10 / 26'), 'expiry', "Your card's expiration date is in the past."],
    [card('4242424242424242', '01 / 20'), 'expiry', "Your card's expiration date is in the past."],
    [card('4242424242424242', '13 / 30'), 'expiry', "Your card's expiration date is invalid."],
    [card('4242424242424242', '12 / 3'), 'expiry', "Your card's expiration date is incomplete."],
    [card('4242424242424242', '12 / 34', '12'), 'cvc', "Your card's security code is incomplete."],
    [card('4242424242424242', '12 / 34', '12a'), 'cvc', "Your card's security code is incomplete."],
    [card('378282246310005', '12 / 34', '123'), 'cvc', "Your card's security code is incomplete."],
  ])('%j is refused on %s', (typed, field, message) => {
    expect(cardProblem(typed, now)).toEqual({ field, message });
  });

  it('takes this month as not yet expired', () => {
    expect(cardProblem(card('4242424242424242', '11 / 26'), now)).toBeNull();
    expect(cardProblem(card('378282246310005', '11 / 26', '1234'), now)).toBeNull();
  });

  it('formats amounts as Australian dollars', () => {
    expect(formatAud(218.9)).toBe('$218.90');
    expect(formatAud(1234.5)).toBe('$1,234.50');
    expect(formatAud(Number.NaN)).toBe('$0.00');
  });
});
