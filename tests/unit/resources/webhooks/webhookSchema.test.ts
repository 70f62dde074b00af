import { describe, expect, it } from 'vitest';
import { isInsecureUrl, webhookSchema, webhookUrlProblem } from '../../../../src/resources/webhooks/webhookSchema';

const V = 'resources.webhooks.validation.';

describe('webhook URL rule', () => {
  it.each([
    ['', 'url_required'],
    ['http://hooks.example.com/in', 'url_https'],
    ['HTTP://hooks.example.com/in', 'url_https'],
    ['javascript:alert(1)', 'url_https'],
    ['JavaScript://example.com/%0Aalert(1)', 'url_https'],
    ['data:text/html,<script>alert(1)</script>', 'url_invalid'],
    ['data:text/plain,hello', 'url_https'],
    ['ftp://files.example.com/', 'url_https'],
    ['//hooks.example.com/in', 'url_invalid'],
    ['hooks.example.com/in', 'url_invalid'],
    ['https://', 'url_invalid'],
    ['https:hooks.example.com', 'url_invalid'],
    ['https://hooks.example.com/in put', 'url_invalid'],
    ['https://user:secret@hooks.example.com/in', 'url_credentials'],
    ['https://user@hooks.example.com/in', 'url_credentials'],
    ['https://:secret@hooks.example.com/in', 'url_credentials'],
  ])('refuses %j (%s)', (url, problem) => {
    expect(webhookUrlProblem(url)).toBe(`${V}${problem}`);
  });

  it.each(['https://hooks.example.com/in', 'https://hooks.example.com:8443/a?b=c#d', 'https://10.0.0.1/hook'])(
    'accepts %s',
    url => {
      expect(webhookUrlProblem(url)).toBeNull();
    },
  );

  it('marks stored URLs that would be refused as new', () => {
    expect(isInsecureUrl('http://legacy.example.com/hook')).toBe(true);
    expect(isInsecureUrl('https://hooks.example.com/in')).toBe(false);
  });
});

describe('webhook form schema', () => {
  const valid = { name: ' Loan system ', url: ' https://hooks.example.com/in ', vendorref: '2', enabled: false };

  it('cleans and types the values it sends', () => {
    expect(webhookSchema().parse(valid)).toEqual({
      name: 'Loan system',
      url: 'https://hooks.example.com/in',
      vendorref: 2,
      enabled: false,
    });
    expect(webhookSchema().parse({ ...valid, name: '<b>Loan</b> system', enabled: null }).name).toBe('Loan system');
    expect(webhookSchema().parse({ ...valid, enabled: undefined }).enabled).toBe(true);
  });

  it('gives each field its message', () => {
    const result = webhookSchema().safeParse({
      name: '<script>x</script>',
      url: 'http://a.example.com',
      vendorref: null,
      enabled: true,
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map(issue => [issue.path[0], issue.message]));
    expect(messages).toEqual({ name: `${V}name_required`, url: `${V}url_https`, vendorref: `${V}vendorref_required` });
  });

  it('keeps an existing http URL while it is unchanged, and refuses a changed one', () => {
    const existing = 'http://legacy.example.com/hook';
    expect(webhookSchema(existing).safeParse({ ...valid, url: existing }).success).toBe(true);
    const changed = webhookSchema(existing).safeParse({ ...valid, url: 'http://legacy.example.com/other' });
    expect(changed.error?.issues[0].message).toBe(`${V}url_https`);
    expect(webhookSchema().safeParse({ ...valid, url: existing }).success).toBe(false);
  });
});
