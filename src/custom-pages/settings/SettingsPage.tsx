import { useEffect, useMemo, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Card, CardContent, LinearProgress, Tab, Tabs, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Form, HttpError, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useFormContext, useWatch, type FieldValues } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { DraftKeeper } from '../../components/DraftKeeper';
import { NonFieldErrors, useServerFailure } from '../../components/NonFieldErrors';
import {
  changedSettings,
  initialFormValues,
  isSettingsTab,
  settingRows,
  settingsErrors,
  settingsPatch,
  SETTINGS_TABS,
  type SettingChange,
  type SettingRow,
  type SettingsFormValues,
  type SettingsTab,
  type SettingsValues,
} from '../../lib/settings';
import type { AppDataProvider } from '../../providers';
import { SettingField } from './SettingField';
import { SettingsDiffDialog } from './SettingsDiffDialog';
import { settingsSchema } from './settingsSchema';

const FORM_ID = 'settings-form';
export const SETTINGS_QUERY_KEY = ['settings', 'vendorSettings'];
/** The Lookup page's default type comes from the same settings (src/custom-pages/lookup). */
const LOOKUP_DEFAULT_KEY = ['lookup', 'defaultType'];

/**
 * Settings (docs/product.md#settings, docs/screens/settings-metrics.md), STAFF: the vendor,
 * application and cluster tabs (the tab in the address), each key edited with the input its value
 * calls for; a save shows what will change and sends only the changed keys.
 */
export const SettingsPage = () => {
  const translate = useTranslate();
  const { active } = useParams();
  const navigate = useNavigate();
  const tab: SettingsTab = isSettingsTab(active) ? active : 'vendor';
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  // The form is keyed by the saved version: a refetch never throws away what is being typed.
  const [version, setVersion] = useState(0);
  const query = useQuery({
    queryKey: SETTINGS_QUERY_KEY,
    queryFn: ({ signal }) => dataProvider.vendorSettingsTabs({ signal }),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

  useEffect(() => {
    if (active !== undefined && !isSettingsTab(active)) navigate('/settings/vendor', { replace: true });
  }, [active, navigate]);

  const saved = (values: SettingsValues) => {
    queryClient.setQueryData(SETTINGS_QUERY_KEY, values);
    void queryClient.invalidateQueries({ queryKey: LOOKUP_DEFAULT_KEY });
    setVersion(current => current + 1);
  };

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
        {translate('app.pages.settings')}
      </Typography>
      {query.isPending ? (
        <LinearProgress aria-label={translate('app.settings.loading')} />
      ) : query.error ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              {translate('app.settings.retry')}
            </Button>
          }
        >
          {translate('app.settings.load_failed', { message: query.error.message })}
        </Alert>
      ) : (
        <SettingsForm key={version} values={query.data} tab={tab} onSaved={saved} />
      )}
    </Box>
  );
};

interface SettingsFormProps {
  values: SettingsValues;
  tab: SettingsTab;
  onSaved: (values: SettingsValues) => void;
}

const SettingsForm = ({ values, tab, onSaved }: SettingsFormProps) => {
  const notify = useNotify();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const rows = useMemo(() => settingRows(values), [values]);
  const initial = useMemo(() => initialFormValues(rows), [rows]);
  const resolver = useMemo(() => zodResolver(settingsSchema(rows)), [rows]);
  const [review, setReview] = useState<SettingChange[] | null>(null);
  const [saving, setSaving] = useState(false);
  const serverFailure = useServerFailure();

  const save = async (formValues: FieldValues) => {
    const changes = changedSettings(rows, initial, formValues as Partial<SettingsFormValues>);
    if (!changes.length) {
      setReview(null);
      return undefined;
    }
    const patch = settingsPatch(changes);
    setSaving(true);
    try {
      // Written in the shape the settings were read in (nested under the tabs, or flat).
      const next = await dataProvider.updateVendorSettings(patch, values.shape);
      setReview(null);
      notify('app.settings.saved', { type: 'success' });
      onSaved(next);
      return undefined;
    } catch (error) {
      setReview(null);
      if (error instanceof HttpError && error.status === 400) {
        const errors = settingsErrors(error.body, patch);
        const errorTab = SETTINGS_TABS.find(name => name in errors);
        if (errorTab && errorTab !== tab) navigate(`/settings/${errorTab}`);
        return errors;
      }
      // Any other failure: the toast, and the message above the keys, with everything typed kept.
      return serverFailure(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form
      id={FORM_ID}
      defaultValues={initial}
      resolver={resolver}
      onSubmit={save}
      warnWhenUnsavedChanges
      formRootPathname="/settings"
      noValidate
    >
      <SettingsTabs tab={tab} rows={rows} initial={initial} />
      <Card>
        <CardContent>
          <NonFieldErrors />
          <DraftKeeper name="settings" />
          <TabPanel tab={tab} rows={rows[tab]} />
          <ReviewButton rows={rows} initial={initial} onReview={setReview} />
        </CardContent>
      </Card>
      {review && (
        <SettingsDiffDialog changes={review} formId={FORM_ID} saving={saving} onCancel={() => setReview(null)} />
      )}
    </Form>
  );
};

/** The changes the form holds now, as the diff computes them. */
const useChanges = (rows: Record<SettingsTab, SettingRow[]>, initial: SettingsFormValues) => {
  const current = useWatch() as Partial<SettingsFormValues>;
  return useMemo(() => changedSettings(rows, initial, current), [rows, initial, current]);
};

const SettingsTabs = ({
  tab,
  rows,
  initial,
}: {
  tab: SettingsTab;
  rows: Record<SettingsTab, SettingRow[]>;
  initial: SettingsFormValues;
}) => {
  const translate = useTranslate();
  const changes = useChanges(rows, initial);
  const count = (name: SettingsTab) => changes.filter(change => change.tab === name).length;
  return (
    <Tabs
      value={tab}
      aria-label={translate('app.settings.tabs.label')}
      variant="scrollable"
      allowScrollButtonsMobile
      sx={{ mb: 1 }}
    >
      {SETTINGS_TABS.map(name => {
        const changed = count(name);
        return (
          <Tab
            key={name}
            value={name}
            label={
              changed
                ? `${translate(`app.settings.tabs.${name}`)} (${changed})`
                : translate(`app.settings.tabs.${name}`)
            }
            component={RouterLink}
            to={`/settings/${name}`}
            id={`settings-tab-${name}`}
            aria-controls="settings-tabpanel"
          />
        );
      })}
    </Tabs>
  );
};

const TabPanel = ({ tab, rows }: { tab: SettingsTab; rows: SettingRow[] }) => {
  const translate = useTranslate();
  return (
    <Box role="tabpanel" id="settings-tabpanel" aria-labelledby={`settings-tab-${tab}`} sx={{ maxWidth: 760 }}>
      {rows.length === 0 ? (
        <Typography variant="body2">{translate('app.settings.empty')}</Typography>
      ) : (
        rows.map(row => <SettingField key={`${row.tab}.${row.key}`} row={row} />)
      )}
    </Box>
  );
};

/** Checks the whole form, then opens the diff; with nothing changed, says so and sends nothing. */
const ReviewButton = ({
  rows,
  initial,
  onReview,
}: {
  rows: Record<SettingsTab, SettingRow[]>;
  initial: SettingsFormValues;
  onReview: (changes: SettingChange[]) => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const { trigger, getFieldState } = useFormContext();
  const changes = useChanges(rows, initial);

  const review = async () => {
    if (!(await trigger())) {
      const errorTab = SETTINGS_TABS.find(name => getFieldState(name).invalid);
      if (errorTab) navigate(`/settings/${errorTab}`);
      return;
    }
    if (!changes.length) {
      notify('app.settings.no_changes', { type: 'info' });
      return;
    }
    onReview(changes);
  };

  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
      <Button variant="contained" onClick={() => void review()}>
        {translate('app.settings.review')}
      </Button>
    </Box>
  );
};
