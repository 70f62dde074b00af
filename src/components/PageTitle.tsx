import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslate } from 'react-admin';

/**
 * Puts a page's title in the top bar's title slot (react-admin's TitlePortal). react-admin's own
 * <Title> does the same but is configurable in place, which bundles TextField, Select and Popover
 * with every screen that uses it, /login's status screens included.
 */
export const PageTitle = ({ title }: { title: string }) => {
  const translate = useTranslate();
  const [container, setContainer] = useState<HTMLElement | null>(null);
  useEffect(() => setContainer(document.getElementById('react-admin-title')), []);
  return container ? createPortal(translate(title), container) : null;
};
