import { describe, expect, it } from 'vitest';
import { webhookCause } from '../../../src/lib/webhookCause';
import { webhookDeliveries } from '../../../src/i18n/screens/webhookDeliveries';

const causes = webhookDeliveries.app.webhookDeliveries.cause;
const wording = (code: unknown) => {
  const cause = webhookCause(code);
  const text = causes[cause.key];
  return text.replace('%{code}', String(cause.args.code));
};

describe('webhookCause: the response code of a failed delivery, row by row', () => {
  it.each([
    [404, 'path', 'Your endpoint path does not exist'],
    [401, 'credentials', 'Your endpoint refused our credentials'],
    [403, 'credentials', 'Your endpoint refused our credentials'],
    [500, 'server', 'Your server failed'],
    [502, 'server', 'Your server failed'],
    [503, 'server', 'Your server failed'],
    [504, 'server', 'Your server failed'],
    [599, 'server', 'Your server failed'],
    [null, 'timeout', 'Timed out (no answer)'],
    [undefined, 'timeout', 'Timed out (no answer)'],
    [0, 'timeout', 'Timed out (no answer)'],
    ['', 'timeout', 'Timed out (no answer)'],
    ['404', 'path', 'Your endpoint path does not exist'],
    [400, 'unexpected', 'Unexpected answer 400'],
    [405, 'unexpected', 'Unexpected answer 405'],
    [410, 'unexpected', 'Unexpected answer 410'],
    [302, 'unexpected', 'Unexpected answer 302'],
    [200, 'unexpected', 'Unexpected answer 200'],
    [600, 'unexpected', 'Unexpected answer 600'],
  ])('%s -> %s', (code, key, text) => {
    expect(webhookCause(code).key).toBe(key);
    expect(wording(code)).toBe(text);
  });
});
