import { z } from '../../lib/zod';
import { recipientErrors, type RecipientInput } from '../../lib/recipients';
import { SETTINGS_TABS, type SettingRow, type SettingsTab } from '../../lib/settings';
import { isLookupType } from '../../providers/methods/lookup';
import { THRESHOLD_MESSAGES, thresholdIssue } from '../../lib/threshold';

/**
 * The settings form's checks, built from the rows on screen: numbers must be numbers (counts
 * whole and not negative), thresholds in range, recipients each with a name and a valid, unique
 * e-mail. Nothing is sent while one fails; the message shows under its input.
 */
const numberOf = (value: unknown): number | null => {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') return Number(value);
  return null;
};

const fieldSchema = (row: SettingRow): z.ZodType => {
  switch (row.kind) {
    case 'number':
      return z.unknown().superRefine((value, ctx) => {
        const number = numberOf(value);
        if (number === null || !Number.isFinite(number))
          ctx.addIssue({ code: 'custom', message: 'app.settings.number_required' });
        else if (row.whole && (!Number.isInteger(number) || number < 0))
          ctx.addIssue({ code: 'custom', message: 'app.settings.whole_number' });
      });
    case 'threshold':
      return z.unknown().superRefine((value, ctx) => {
        const issue = thresholdIssue(typeof value === 'number' ? value : null);
        if (issue) ctx.addIssue({ code: 'custom', message: THRESHOLD_MESSAGES[issue] });
      });
    case 'recipients':
      return z.unknown().superRefine((value, ctx) => {
        const rows = Array.isArray(value) ? (value as RecipientInput[]) : [];
        recipientErrors(rows).forEach((errors, index) => {
          if (errors.name) ctx.addIssue({ code: 'custom', path: [index, 'name'], message: errors.name });
          if (errors.email) ctx.addIssue({ code: 'custom', path: [index, 'email'], message: errors.email });
        });
      });
    case 'lookupType':
      return z
        .unknown()
        .refine(value => typeof value === 'string' && isLookupType(value), { message: 'ra.validation.required' });
    default:
      return z.unknown();
  }
};

export const settingsSchema = (rows: Record<SettingsTab, SettingRow[]>) =>
  z.object(
    Object.fromEntries(
      SETTINGS_TABS.map(tab => [
        tab,
        z.object(Object.fromEntries(rows[tab].map(row => [row.key, fieldSchema(row)]))).loose(),
      ]),
    ),
  );
