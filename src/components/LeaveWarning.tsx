import { useEffect, useRef, type RefObject } from 'react';
import { useBlocker, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';

/**
 * Inside a `<Form>`: asks before leaving while the form holds typed values (a link, the browser's
 * back button, closing the tab), until the caller sets `saved.current` to true.
 *
 * react-admin's `warnWhenUnsavedChanges` stands down once a submit has succeeded, which suits a
 * form whose submit is its save. A form in steps (the signup) submits on every Next and is saved
 * only at the end, so it keeps asking until the page says the typed values are safe, setting
 * `saved.current` just before its own redirect.
 */
export const LeaveWarning = ({ saved }: { saved: RefObject<boolean> }) => {
  const translate = useTranslate();
  const { dirtyFields } = useFormState();
  const dirty = Object.keys(dirtyFields).length > 0;
  const typed = useRef(dirty);
  typed.current = dirty;

  // Read when the navigation happens, so `saved.current = true` then `navigate()` in one handler goes through.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      typed.current && !saved.current && currentLocation.pathname !== nextLocation.pathname,
  );

  // The blocker object is new on every render: the question is asked once per blocked navigation.
  const current = useRef(blocker);
  current.current = blocker;
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(translate('ra.message.unsaved_changes'))) current.current.proceed?.();
    else current.current.reset?.();
  }, [blocker.state, translate]);

  useEffect(() => {
    if (!dirty) return;
    const beforeunload = (event: BeforeUnloadEvent) => {
      if (!saved.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', beforeunload);
    return () => window.removeEventListener('beforeunload', beforeunload);
  }, [dirty, saved]);

  return null;
};
