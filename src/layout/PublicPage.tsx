import { createElement, Suspense } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import type { CustomPageDefinition } from '../lib/registry';
import { returnPathOrDefault } from '../providers/returnTo';
import { tokenStorage } from '../providers/http';
import { EmbeddedSignedOut } from './FrameScreens';
import { useHostState } from './hostBridge';
import { RedirectIfSignedIn } from './RedirectIfSignedIn';
import { LoadingPage } from './LoadingPage';
import { useHostToken } from './useHostToken';

/** Pages a signed-in user is sent away from (docs/product.md#session). */
const SIGNED_OUT_ONLY = new Set(['login', 'signup']);

/**
 * A public page, outside the layout. Its screen is a lazy chunk, hence the Suspense. In embedded
 * mode the login page waits for the host's token instead of showing its form; when the token
 * arrives the user goes on to the page that was asked for.
 */
export const PublicPage = ({ page }: { page: CustomPageDefinition }) => {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { embedded } = useHostState();
  useHostToken(() => {
    if (SIGNED_OUT_ONLY.has(page.name)) navigate(returnPathOrDefault(params.get('next')), { replace: true });
  });

  // In a host's frame the host signs its user in, never the dashboard's own login form.
  if (embedded && page.name === 'login') {
    return tokenStorage.get() ? (
      <Navigate to={returnPathOrDefault(params.get('next'))} replace />
    ) : (
      <EmbeddedSignedOut />
    );
  }
  const content = <Suspense fallback={<LoadingPage />}>{createElement(page.element)}</Suspense>;
  return SIGNED_OUT_ONLY.has(page.name) ? <RedirectIfSignedIn>{content}</RedirectIfSignedIn> : content;
};
