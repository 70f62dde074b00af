import { createElement, Suspense } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { CustomPageDefinition } from '../lib/registry';
import { returnPathOrDefault } from '../lib/returnTo';
import { RedirectIfSignedIn } from './RedirectIfSignedIn';
import { LoadingPage } from './StatusScreens';
import { useHostToken } from './useHostToken';

/** Pages a signed-in user is sent away from (docs/product.md#session). */
const SIGNED_OUT_ONLY = new Set(['login', 'signup']);

/**
 * A public page, outside the layout. Its screen is a lazy chunk, hence the Suspense. In embedded
 * mode the host's token may arrive while the login page shows: the user then goes on to the page
 * that was asked for.
 */
export const PublicPage = ({ page }: { page: CustomPageDefinition }) => {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  useHostToken(() => {
    if (SIGNED_OUT_ONLY.has(page.name)) navigate(returnPathOrDefault(params.get('next')), { replace: true });
  });

  const content = <Suspense fallback={<LoadingPage />}>{createElement(page.element)}</Suspense>;
  return SIGNED_OUT_ONLY.has(page.name) ? <RedirectIfSignedIn>{content}</RedirectIfSignedIn> : content;
};
