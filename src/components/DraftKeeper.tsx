import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { Alert, Button } from '@mui/material';
import {
  CreateContext,
  EditContext,
  useGetIdentity,
  useRegisterMutationMiddleware,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { useFormContext, type FieldValues } from 'react-hook-form';
import { changedEntries, forgetDrafts, readDraft, removeDraft, writeDraft, type DraftEntry } from '../lib/drafts';
import { onSessionEnd } from '../providers/authProvider';

let forgetting: (() => void) | null = null;
/**
 * From now on, the person's own sign-out ('logout', not a session the server ended) removes every
 * draft kept in this tab. Once per page, whoever asks first (the signed-in layout, this module).
 */
export const forgetDraftsOnSignOut = () => {
  forgetting ??= onSessionEnd(end => {
    if (end === 'logout') forgetDrafts();
  });
};

forgetDraftsOnSignOut();

/** The line a form shows over a restored draft, with its Discard button. */
export const DraftRestoredLine = ({ onDiscard }: { onDiscard: () => void }) => {
  const translate = useTranslate();
  return (
    <Alert
      severity="info"
      role="status"
      sx={{ mb: 2, width: '100%', boxSizing: 'border-box' }}
      action={
        <Button color="inherit" size="small" onClick={onDiscard}>
          {translate('app.draft.discard')}
        </Button>
      }
    >
      {translate('app.draft.restored')}
    </Alert>
  );
};

export interface UseDraftOptions {
  /** The form's key (the same for the same form of the same record); null while it is not known yet. */
  form: string | null;
  /** What the form holds that differs from what is saved, secrets left out (`changedEntries`). */
  changes: () => DraftEntry[];
  /** Puts a restored draft into the form, as changes that can be saved. */
  apply: (entries: DraftEntry[]) => void;
  /** Puts the saved values back (Discard). */
  revert: () => void;
}

export interface DraftState {
  /** A draft was put into the form and is neither saved nor discarded yet: show `DraftRestoredLine`. */
  restored: boolean;
  /** Discard: the saved values come back and the draft is removed. */
  discard: () => void;
  /** The form was saved: the draft is removed (ignored once the session has ended, as a save then failed). */
  saved: () => void;
}

/**
 * Keeps what a form holds across a session end (401, 403, 502), for any form: when the session
 * ends while the form is on screen (`onSessionEnd` fires while it is still mounted) its changes are
 * written under the user's id and `form`; when the same user opens the same form again they are
 * put back, and `restored` says so until the form is saved or the draft discarded.
 */
export const useDraft = ({ form, changes, apply, revert }: UseDraftOptions): DraftState => {
  const { identity } = useGetIdentity();
  const userId = identity?.id;
  const latest = useRef({ userId, form, changes, apply });
  latest.current = { userId, form, changes, apply };
  /** The session ended while this form was on screen: what it says about a save is no success. */
  const ended = useRef(false);
  const [found, setFound] = useState<DraftEntry[] | null>(null);
  const [restored, setRestored] = useState(false);

  useEffect(
    () =>
      onSessionEnd(end => {
        if (end === 'logout') return;
        const { userId: id, form: key, changes: current } = latest.current;
        ended.current = true;
        if (id === undefined || !key) return;
        writeDraft(id, key, current());
      }),
    [],
  );

  // Read in one commit and applied in the next: the form's own initialisation (react-admin's Form
  // resets to the record in its effect, which runs after its children's) has happened by then.
  useEffect(() => {
    if (userId === undefined || !form) return;
    const draft = readDraft(userId, form);
    if (draft) setFound(draft);
  }, [userId, form]);
  useEffect(() => {
    if (!found) return;
    latest.current.apply(found);
    setRestored(true);
    setFound(null);
  }, [found]);

  const saved = useCallback(() => {
    const { userId: id, form: key } = latest.current;
    if (ended.current || id === undefined || !key) return;
    removeDraft(id, key);
    setRestored(false);
  }, []);

  const discard = useCallback(() => {
    const { userId: id, form: key } = latest.current;
    if (id !== undefined && key) removeDraft(id, key);
    revert();
    setRestored(false);
  }, [revert]);

  return { restored, discard, saved };
};

/** `labels:edit:3` in react-admin's Edit (null until the record is loaded), `labels:create` in its Create. */
const useResourceFormKey = (): string | null => {
  const resource = useResourceContext();
  const edit = useContext(EditContext);
  const create = useContext(CreateContext);
  if (edit) return edit.record?.id !== undefined ? `${edit.resource ?? resource}:edit:${String(edit.record.id)}` : null;
  if (create) return `${create.resource ?? resource}:create`;
  return null;
};

export interface DraftKeeperProps {
  /**
   * The form's key. Inside react-admin's Edit and Create it defaults to `resource:edit:id` and
   * `resource:create`; any other form names itself (with the record's id when it edits one).
   */
  name?: string;
  /** Fields never kept, beyond the secrets no draft keeps (passwords, tokens, keys, cards...). */
  exclude?: readonly string[];
}

/** Names of the page's password and card inputs, never kept whatever they are called. */
const sensitiveInputNames = (): string[] =>
  Array.from(document.querySelectorAll<HTMLInputElement>('input[type="password"], input[autocomplete^="cc-"]'))
    .map(input => input.name)
    .filter(Boolean);

/**
 * The draft of a react-hook-form / react-admin form (placed inside its `<Form>`, `<SimpleForm>`):
 * what was typed survives a session end and comes back, after signing in again, with a line that
 * says so and a Discard button (docs/product.md#session). The draft goes on a successful save,
 * on Discard and on signing out.
 */
export const DraftKeeper = ({ name, exclude }: DraftKeeperProps) => {
  const { getValues, setValue, reset, control, subscribe } = useFormContext<FieldValues>();
  const derived = useResourceFormKey();
  const form = name ?? derived;
  const excludeKey = (exclude ?? []).join('\n');

  const changes = useCallback(() => {
    const excluded = new Set([...(excludeKey ? excludeKey.split('\n') : []), ...sensitiveInputNames()]);
    // react-hook-form's saved values (the record, or the form's defaults): what the person changed
    // is what differs from them. `_defaultValues` is part of its Control type.
    return changedEntries(getValues(), control._defaultValues, excluded);
  }, [getValues, control, excludeKey]);

  const apply = useCallback(
    (entries: DraftEntry[]) => {
      for (const [path, value] of entries) setValue(path, value, { shouldDirty: true, shouldTouch: true });
    },
    [setValue],
  );
  const revert = useCallback(() => reset(), [reset]);
  const { restored, discard, saved } = useDraft({ form, changes, apply, revert });

  // A save through react-admin's Create or Edit: its mutation tells success from failure (its
  // form submit "succeeds" even when the call failed with a 500).
  const failed = useRef(false);
  const middleware = useCallback(
    async (...args: unknown[]) => {
      const next = args[args.length - 1] as (...rest: unknown[]) => Promise<unknown>;
      failed.current = false;
      try {
        const result = await next(...args.slice(0, -1));
        saved();
        return result;
      } catch (error) {
        failed.current = true;
        throw error;
      }
    },
    [saved],
  );
  useRegisterMutationMiddleware(middleware);

  // Any other save (a form's own onSubmit): a submit that ends without errors, no failed mutation.
  useEffect(() => {
    let submits = 0;
    return subscribe({
      formState: { isSubmitted: true, submitCount: true },
      callback: state => {
        const count = state.submitCount ?? 0;
        if (count <= submits) return;
        submits = count;
        if (!state.isSubmitting && state.isSubmitSuccessful && !failed.current) saved();
      },
    });
  }, [subscribe, saved]);

  return restored ? <DraftRestoredLine onDiscard={discard} /> : null;
};
