import { Box, Button, Tooltip } from '@mui/material';
import { useCanAccessResources, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useWaitLabel } from '../../components/SaveThrottle';
import { useDownload } from '../../components/useDownload';
import { cutOf, Feature, type AppDataProvider } from '../../providers';
import type { Profile } from './types';
import { useApplicationAction } from './useApplicationAction';

const ROW_RULES = [Feature.profileActions, Feature.crawlerSeed];

export interface ProfileActionsProps {
  profile: Profile;
  onRecrawl: (profile: Profile) => void;
  /** Document actions are off once the application's documents have expired. */
  documentsDisabled: boolean;
}

/**
 * The profile action row (docs/product.md#application-view), for USER and up. Seed is staff only: the API answers
 * a vendor 403, which would end the session. Bucket and Files are the profile's stored files, as
 * the API exposes them per account: Bucket downloads every eStatement of the profile's accounts
 * (GET accounts/{id}/estatement, then each statement), Files every interim statement
 * (GET accounts/{id}/interim). Both are disabled when no account holds one.
 */
export const ProfileActions = ({ profile, onRecrawl, documentsDisabled }: ProfileActionsProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { download, indicator } = useDownload();
  const { run, running, waiting } = useApplicationAction();
  const waitLabel = useWaitLabel();
  // One question for both rules, so the row never shows first without Seed and then with it.
  const { canAccess } = useCanAccessResources({ action: 'read', resources: ROW_RULES });
  if (!canAccess?.[Feature.profileActions]) return null;
  const canSeed = canAccess[Feature.crawlerSeed];
  const accounts = profile.accounts ?? [];
  const withStatements = accounts.filter(account => account.eStatement);
  const withInterims = accounts.filter(account => account.interim);
  const uuid = profile.crawler?.uuid;

  const bucket = async () => {
    try {
      for (const account of withStatements) {
        const statements = await dataProvider.statements(account.id);
        for (const statement of statements) {
          // A cancelled or failed file stops the rest: the user has been told why.
          if (
            !(await download({
              kind: 'statement',
              accountId: account.id,
              statementId: statement.id,
              filename: statement.filename,
            }))
          )
            return;
        }
        // More statements than the client reads (docs/api.md#conventions): said, never passed off as all.
        const cut = cutOf(statements);
        if (cut) {
          const key = cut.total === null ? 'bucket_cut_unknown' : 'bucket_cut';
          notify(`resources.applications.profile_actions.${key}`, {
            type: 'warning',
            messageArgs: { shown: statements.length, total: cut.total, number: account.number ?? account.id },
          });
        }
      }
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    }
  };
  const files = async () => {
    for (const account of withInterims) if (!(await download({ kind: 'interim', accountId: account.id }))) return;
  };
  const seed = () =>
    uuid &&
    run({
      name: `seed-${uuid}`,
      run: provider => provider.seedCrawler(uuid),
      success: { message: 'resources.applications.profile_actions.seeded', args: { uuid } },
    });

  return (
    <Box
      role="group"
      aria-label={translate('resources.applications.profile_actions.label')}
      sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 1 }}
    >
      <Button size="small" variant="outlined" disabled={!uuid} onClick={() => onRecrawl(profile)}>
        {translate('resources.applications.profile_actions.recrawl')}
      </Button>
      {canSeed && (
        <Button
          size="small"
          variant="outlined"
          disabled={!uuid || running === `seed-${uuid}` || waiting(`seed-${uuid}`) > 0}
          onClick={seed}
        >
          {waitLabel('resources.applications.profile_actions.seed', uuid ? waiting(`seed-${uuid}`) : 0)}
        </Button>
      )}
      <Tooltip title={translate('resources.applications.profile_actions.bucket_hint')}>
        <span>
          <Button
            size="small"
            variant="outlined"
            disabled={documentsDisabled || !withStatements.length}
            onClick={() => void bucket()}
          >
            {translate('resources.applications.profile_actions.bucket')}
          </Button>
        </span>
      </Tooltip>
      <Tooltip title={translate('resources.applications.profile_actions.files_hint')}>
        <span>
          <Button
            size="small"
            variant="outlined"
            disabled={documentsDisabled || !withInterims.length}
            onClick={() => void files()}
          >
            {translate('resources.applications.profile_actions.files')}
          </Button>
        </span>
      </Tooltip>
      {indicator}
    </Box>
  );
};
