import { z } from '../../lib/zod';
import { stripMarkup } from '../../lib/sanitise';

/**
 * A custom metric (docs/api.md#metrics): the metric (module), a name cleaned of HTML markup, the
 * vendor, visible. react-admin's inputs hand an emptied field back as null, hence `nullish`.
 */
const required = (message: string) =>
  z
    .union([z.number(), z.string()])
    .nullish()
    .refine(value => value !== null && value !== undefined && value !== '', { message })
    .transform(value => Number(value));

export const customMetricSchema = z.object({
  module: required('app.metricModules.module_required'),
  name: z
    .string()
    .nullish()
    .transform(value => stripMarkup(value ?? '').trim())
    .pipe(z.string().min(1, 'app.metricModules.name_required')),
  vendor: required('app.metricModules.vendor_required'),
  visible: z
    .boolean()
    .nullish()
    .transform(value => value ?? true),
});

export type CustomMetricValues = z.output<typeof customMetricSchema>;
