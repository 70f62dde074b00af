import { describe, expect, it } from 'vitest';
import { compileRule, regexProblem, toJavaScript } from '../../../../src/lib/regexDialect';
import {
  categoryRuleCreateSchema,
  categoryRuleUpdateSchema,
  hasAnyField,
  transTypeRuleSchema,
} from '../../../../src/custom-pages/regex/regexSchemas';

describe('regexProblem', () => {
  it.each([
    ['^SALARY\\b', undefined],
    ['\\bPAYROLL\\b', undefined],
    ['^DD\\s+\\d+', undefined],
    ['(a+)+$', undefined],
    ['(?P<ref>\\d{6})', undefined],
    ['(?P<ref>\\d+)-(?P=ref)', undefined],
    ['(?i)salary', undefined],
    ['\\ASALARY\\Z', undefined],
    ['SALARY(?# the employer follows)\\s', undefined],
  ])('accepts %s', (pattern, expected) => expect(regexProblem(pattern)).toBe(expected));

  it.each(['(', 'SALARY[', '*abc', 'a{2,1}', '(?<x>a)(?<x>b)', '   '])('refuses %s with a reason', pattern => {
    const problem = regexProblem(pattern);
    expect(problem).toBeTruthy();
    expect(problem).not.toMatch(/^Invalid regular expression: \//);
  });

  it('says why, in the engine words', () => {
    expect(regexProblem('(abc')).toMatch(/Unterminated group/i);
  });
});

describe('toJavaScript and compileRule', () => {
  it('maps Python named groups, back-references, inline flags, \\A and \\Z', () => {
    expect(toJavaScript('(?P<a>x)(?P=a)')).toEqual({ source: '(?<a>x)\\k<a>', flags: '' });
    expect(toJavaScript('(?im)^x')).toEqual({ source: '^x', flags: 'im' });
    expect(toJavaScript('\\Ax\\Z')).toEqual({ source: '^x$', flags: '' });
    // An escaped backslash before A is a literal backslash then "A", left alone.
    expect(toJavaScript('\\\\A')).toEqual({ source: '\\\\A', flags: '' });
  });

  it('matches case-insensitively, as a search', () => {
    const check = compileRule('^eftpos\\s');
    expect(check.ok && check.regex.test('EFTPOS WOOLWORTHS 1234')).toBe(true);
    expect(check.ok && check.regex.test('VISA EFTPOS')).toBe(false);
  });
});

describe('rule schemas', () => {
  const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    Object.fromEntries((result.error?.issues ?? []).map(issue => [issue.path.join('.'), issue.message]));

  it('transtype create needs bank, regex and trans_type', () => {
    const result = issues(transTypeRuleSchema.safeParse({ bank: null, regex: '', trans_type: 'Salary' }));
    expect(result).toEqual({
      bank: 'app.message.transtype_regex_required',
      regex: 'app.message.transtype_regex_required',
    });
    expect(transTypeRuleSchema.safeParse({ bank: 3, regex: '^SALARY', trans_type: 'Salary' }).success).toBe(true);
  });

  it('refuses a pattern that does not compile, with the reason as the message argument', () => {
    const result = issues(transTypeRuleSchema.safeParse({ bank: 3, regex: 'SALARY(', trans_type: 'Salary' }));
    expect(Object.keys(result)).toEqual(['regex']);
    const message = JSON.parse(result.regex.replace('@@react-admin@@', '')) as {
      message: string;
      args: { reason: string };
    };
    expect(message.message).toBe('app.regex.invalid_pattern');
    expect(message.args.reason).toMatch(/Unterminated group/i);
  });

  it('category create needs all eight fields; update only the pattern and category', () => {
    const partial = {
      regex: '\\bACME\\b',
      keywords: 'acme',
      filterwords: '',
      is_broad: 'false',
      country: 'AU',
      category: 1,
      thirdparty: '',
      group: null,
    };
    expect(Object.keys(issues(categoryRuleCreateSchema.safeParse(partial))).sort()).toEqual([
      'filterwords',
      'group',
      'thirdparty',
    ]);
    expect(Object.values(issues(categoryRuleCreateSchema.safeParse(partial)))).toEqual(
      Array(3).fill('app.message.category_regex_required'),
    );
    expect(categoryRuleUpdateSchema.safeParse(partial).success).toBe(true);
    expect(Object.keys(issues(categoryRuleUpdateSchema.safeParse({ ...partial, category: null })))).toEqual([
      'category',
    ]);
  });

  it('category keywords are cleaned of markup, the pattern is not', () => {
    const parsed = categoryRuleCreateSchema.parse({
      regex: '(?P<x>ACME)',
      keywords: '<b>acme</b>',
      filterwords: 'x',
      is_broad: 'true',
      country: 'AU',
      category: 1,
      thirdparty: 'New',
      group: 1,
    });
    expect(parsed.keywords).toBe('acme');
    expect(parsed.regex).toBe('(?P<x>ACME)');
  });

  it('a search needs one filled field', () => {
    expect(hasAnyField({ regex: ' ', bank: null }, ['regex', 'bank'])).toBe(false);
    expect(hasAnyField({ regex: 'x' }, ['regex', 'bank'])).toBe(true);
  });
});
