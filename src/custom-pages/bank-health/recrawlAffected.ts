import type { BulkTask } from '../../components/bulk';
import { buildRecrawlPayload, recrawlDefaults, type RecrawlApplication } from '../../components/recrawl/recrawlSchema';
import type { Environment } from '../../config';
import type { AppDataProvider } from '../../providers';
import type { BankFailedRun } from '../../providers/methods/bankModules';

/** One task a failed run (the bulk runner bounds them to BULK_LIMIT and says the rest). */
export const recrawlTasks = (
  runs: readonly BankFailedRun[],
  label: (run: BankFailedRun) => string,
): BulkTask<BankFailedRun>[] => runs.map(run => ({ key: run.uuid, label: label(run), item: run }));

/**
 * Recrawl one failed run the way the recrawl dialog does (src/components/recrawl), with the
 * dialog's defaults: 90 days to retrieve and to display, the jobs the application asked for. A
 * crawler row names no application, so the run's application is looked up by its uuid
 * (GET applications/lookup/?crawler_uuid=) and read (GET applications/{id}/) for its vendor label
 * and options; then POST applications/{id}/recrawl/. No application found fails the row with
 * `noApplication`.
 */
export const recrawlRun =
  (environment: Environment, noApplication: string) =>
  async (run: BankFailedRun, dataProvider: AppDataProvider, signal: AbortSignal): Promise<void> => {
    const { data: matches } = await dataProvider.lookup('crawler_uuid', run.uuid, { signal });
    const match = matches[0];
    if (!match) throw new Error(noApplication);
    const { data: application } = await dataProvider.getOne<RecrawlApplication & { id: number }>('applications', {
      id: Number(match.id),
      signal,
    });
    const payload = buildRecrawlPayload(
      { id: application.id, vendor_label: application.vendor_label ?? match.vendor_label },
      { crawler: { uuid: run.uuid } },
      recrawlDefaults(application),
      environment,
    );
    await dataProvider.recrawl(application.id, payload);
  };
