import { useEffect, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Sidebar, useSidebarState, type SidebarProps } from 'react-admin';
import { Navigate, useLocation } from 'react-router-dom';
import { forgetDraftsOnSignOut } from '../components/DraftKeeper';
import { useIsPhone } from '../components/responsive';
import { ShortcutHelp } from '../components/shortcuts';
import { WatchRunner } from '../components/watch';
import { withReturnLocation } from '../providers/returnTo';
import { AppMenu } from './AppMenu';
import { CommandPalette } from './CommandPalette';
import { AppTopBar } from './AppTopBar';
import { onSamePathname } from './SamePathname';
import { ShellFrame } from './ShellFrame';
import { useHostState } from './hostBridge';
import { ErrorPage, LoadingPage } from './StatusScreens';
import { useHostToken } from './useHostToken';
import { useSignedInIdentity } from './useSignedInIdentity';
import { useViewportHeight } from './useViewportHeight';

/** Height of the dense top bar; the sidebar fills the rest of the viewport. */
const APP_BAR_HEIGHT = 48;

const NoAppBar = () => null;
const NoSidebar = (_: SidebarProps) => null;

/**
 * docs/product.md#session: a signed-in user without a vendor (auth status SIGNUP) is sent to signup,
 * carrying the page they asked for as the return location.
 */
const SignupGuard = ({ children }: { children: ReactNode }) => {
  const { identity, isLoading } = useSignedInIdentity();
  const { pathname, search } = useLocation();
  if (isLoading) return <LoadingPage />;
  if (identity?.needsSignup) return <Navigate to={withReturnLocation('/signup', pathname, search)} replace />;
  return <>{children}</>;
};

/**
 * Below `sm` react-admin's sidebar is a modal drawer sharing the desktop's open state: a window
 * narrowed with the sidebar open would open the drawer over the page and leave the page
 * `aria-hidden` (docs/screens/responsive.md). The render that reaches phone width shows the drawer
 * closed, and the shared state is then set closed, so the menu button opens it as on a phone.
 */
const AppSidebar = (props: SidebarProps) => {
  const phone = useIsPhone();
  const [open, setOpen] = useSidebarState();
  const [wasPhone, setWasPhone] = useState(phone);
  const [carriedOver, setCarriedOver] = useState(false);
  if (phone !== wasPhone) {
    setWasPhone(phone);
    setCarriedOver(phone && open);
  }
  useEffect(() => {
    if (!carriedOver) return;
    setOpen(false);
    setCarriedOver(false);
  }, [carriedOver, setOpen]);
  // react-admin's Sidebar passes its own props after `open`, so this one wins.
  return <Sidebar {...props} {...(carriedOver ? { open: false } : {})} />;
};

// The shell, drawn again when the address's path changes, not on every sort, filter or page change
// of a list (SamePathname). Not the top bar: under kept contexts it held the signed-in layout on
// screen after a signed-out visitor was sent to /login (tests/unit/registry, custom-pages/login).
const ShellSidebar = onSamePathname(AppSidebar);
const ShellExtras = onSamePathname(({ embedded }: { embedded: boolean }) => (
  <>
    {/* Ctrl/Cmd+K (docs/product.md#palette); not in a host's frame, whose page has its own keys. */}
    {embedded ? null : <CommandPalette />}
    <ShortcutHelp />
    {/* Watched applications are read at the poll rate on every screen (docs/product.md#tables). */}
    <WatchRunner />
  </>
));

/**
 * The shell around every protected page: top bar, grouped sidebar and content. In embedded mode
 * (inside a host's frame) the top bar and sidebar are hidden and the layout takes the height the
 * host asks for.
 */
export const AppLayout = ({ children }: { children: ReactNode }) => {
  const { embedded, height: hostHeight } = useHostState();
  const height = useViewportHeight(embedded ? hostHeight : null);
  const queryClient = useQueryClient();
  // A new token from the host means a new session: identity, permissions and data are asked again.
  useHostToken(() => void queryClient.invalidateQueries());
  // Signing out removes the drafts forms kept across a session end, with or without a form on screen.
  useEffect(forgetDraftsOnSignOut, []);

  return (
    <ShellFrame
      appBar={embedded ? NoAppBar : AppTopBar}
      sidebar={embedded ? NoSidebar : ShellSidebar}
      menu={AppMenu}
      error={ErrorPage}
      sx={{
        // Wide tables scroll inside their card instead of widening the page (react-admin's
        // layout is `min-width: fit-content`), so a list's toolbar stays on screen.
        minWidth: 0,
        '& .RaLayout-appFrame, & .RaLayout-contentWithSidebar, & .RaLayout-content, & .RaLayout-content > *': {
          minWidth: 0,
        },
        // The sidebar keeps its width (open: labels, closed: icons with tooltips) instead of being
        // squeezed by wide content; a long label wraps rather than being clipped.
        '& .RaSidebar-root, & .RaSidebar-docked': { flexShrink: 0 },
        '& .RaSidebar-fixed .RaMenuItemLink-root, & .RaSidebar-fixed .MuiMenuItem-root .MuiTypography-root': {
          whiteSpace: 'normal',
        },
        ...(embedded
          ? { minHeight: 'auto', height, overflow: 'auto', '& .RaLayout-appFrame': { mt: 0 } }
          : { minHeight: height, '& .RaSidebar-fixed': { height: height - APP_BAR_HEIGHT } }),
      }}
      extras={<ShellExtras embedded={embedded} />}
    >
      <SignupGuard>{children}</SignupGuard>
    </ShellFrame>
  );
};
