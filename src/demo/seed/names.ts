/** Word lists the seed draws from. Every person and business here is invented. */

export const FIRST_NAMES = [
  'Olivia', 'Jack', 'Charlotte', 'Noah', 'Amelia', 'William', 'Isla', 'Oliver', 'Mia', 'Thomas',
  'Ava', 'James', 'Grace', 'Lucas', 'Chloe', 'Henry', 'Zoe', 'Leo', 'Ruby', 'Hugo',
  'Sienna', 'Aroha', 'Tane', 'Mei', 'Arjun', 'Priya', 'Liam', 'Harper', 'Ethan', 'Matilda',
  'Samuel', 'Ivy', 'Max', 'Evie', 'Riley', 'Willow', 'Archie', 'Hana', 'Nikau', 'Sofia',
];

export const LAST_NAMES = [
  'Smith', 'Jones', 'Williams', 'Brown', 'Wilson', 'Taylor', 'Nguyen', 'Johnson', 'Martin', 'White',
  'Anderson', 'Walker', 'Thompson', 'Harris', 'Lee', 'Ryan', 'Robinson', 'Kelly', 'King', 'Davis',
  'Wright', 'Clarke', 'Ngata', 'Patel', 'Chen', 'Singh', 'Murphy', 'Campbell', 'Hughes', 'Edwards',
  'Parata', 'Tipene', 'Young', 'Mitchell', 'Scott', 'Baker', 'Turner', 'Cooper', 'Russell', 'Bennett',
];

export const EMAIL_DOMAINS = ['example.com', 'example.net', 'example.org', 'mail.example.com'];

export const ACCOUNT_KINDS = [
  { nickname: 'Everyday Account', type: 'transaction' },
  { nickname: 'Smart Access', type: 'transaction' },
  { nickname: 'Business Transaction', type: 'transaction' },
  { nickname: 'NetBank Saver', type: 'savings' },
  { nickname: 'Goal Saver', type: 'savings' },
  { nickname: 'Platinum Visa', type: 'credit_card' },
  { nickname: 'Low Rate Mastercard', type: 'credit_card' },
  { nickname: 'Home Loan', type: 'mortgage' },
  { nickname: 'Offset Account', type: 'transaction' },
  { nickname: 'Personal Loan', type: 'loan' },
] as const;

/** Banks by country: AU is the majority (spec: several countries, AU majority). */
export const BANK_NAMES: Record<string, string[]> = {
  AU: [
    'Commonwealth Bank', 'Westpac', 'ANZ', 'NAB', 'St.George Bank', 'Bank of Melbourne', 'BankSA',
    'Bankwest', 'Macquarie Bank', 'ING', 'Suncorp Bank', 'Bank of Queensland', 'Bendigo Bank',
    'ME Bank', 'Great Southern Bank', 'Heritage Bank', 'Newcastle Permanent', 'Teachers Mutual Bank',
    'People\'s Choice', 'Beyond Bank', 'Greater Bank', 'IMB Bank', 'AMP Bank', 'Citibank AU',
    'HSBC Australia', 'UBank', 'Up Bank', 'Police Bank', 'Defence Bank', 'Hume Bank', 'P&N Bank',
    'Australian Military Bank', 'BankVic', 'Qudos Bank', 'Regional Australia Bank', 'MyState Bank',
  ],
  NZ: [
    'ASB', 'BNZ', 'ANZ New Zealand', 'Westpac NZ', 'Kiwibank', 'TSB', 'SBS Bank', 'Heartland Bank',
    'The Co-operative Bank', 'Rabobank NZ', 'HSBC New Zealand', 'Bank of China NZ',
  ],
  GB: ['Barclays', 'Lloyds Bank', 'HSBC UK', 'NatWest', 'Santander UK', 'Monzo', 'Starling Bank'],
  US: ['Chase', 'Bank of America', 'Wells Fargo', 'Citibank', 'Capital One'],
};

export const LOGO_COLOURS = ['#1565c0', '#2e7d32', '#c62828', '#6a1b9a', '#ef6c00', '#00838f', '#4e342e', '#283593'];

export const INITIATORS = ['iframe', 'api', 'dashboard'] as const;
