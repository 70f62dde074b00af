import { config } from '../../config';
import { buildRecrawlPayload, recrawlDefaults } from '../../components/recrawl/recrawlSchema';
import type { AppDataProvider, AttentionApplication } from '../../providers';
import type { AttentionRow } from './attentionRows';

/**
 * One row's recrawl (docs/api.md#application-actions): POST applications/{id}/recrawl/ for the run's
 * crawler with the specification's defaults (90 days to retrieve and to display) and the jobs its
 * application asked for, as the application view's dialog sends it. A run whose application the
 * window did not name is looked up by its crawler uuid first; an application read without its
 * options is read in full.
 */
export const recrawlRow = async (
  row: AttentionRow,
  dataProvider: AppDataProvider,
  signal: AbortSignal,
  noApplication: string,
): Promise<unknown> => {
  let application: AttentionApplication | null = row.application;
  if (!application) {
    const { data } = await dataProvider.lookup('crawler_uuid', row.uuid, { signal });
    const match = data[0];
    if (!match) throw new Error(noApplication);
    application = { id: Number(match.id), vendor_label: match.vendor_label ?? null };
  }
  const options =
    application.options ??
    ((await dataProvider.getOne('applications', { id: application.id, signal })).data.options as
      Record<string, unknown> | null | undefined);
  const payload = buildRecrawlPayload(
    { id: application.id, vendor_label: application.vendor_label ?? row.vendorLabel },
    { crawler: { uuid: row.uuid } },
    recrawlDefaults({ options }),
    config.environment,
  );
  return dataProvider.recrawl(application.id, payload);
};
