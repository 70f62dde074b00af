import { Suspense, type ComponentType, type ReactNode } from 'react';
import { styled } from '@mui/material/styles';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import {
  SkipNavigationButton,
  useResetErrorBoundaryOnLocationChange,
  type ErrorProps,
  type SidebarProps,
} from 'react-admin';
import { LoadingPage } from './LoadingPage';

/**
 * react-admin's `Layout`, the same markup, classes and styles, without what this dashboard has no
 * use for and would load before every first paint: the preferences Inspector (no screen is
 * `Configurable`) and react-admin's own error page (the app's `ErrorPage` is the one shown).
 * `RaLayout-*` class names are kept, so styles written for react-admin's layout still apply.
 */
const PREFIX = 'RaLayout';
const LayoutClasses = {
  appFrame: `${PREFIX}-appFrame`,
  contentWithSidebar: `${PREFIX}-contentWithSidebar`,
  content: `${PREFIX}-content`,
};

const Root = styled('div', { name: PREFIX, overridesResolver: (_props, styles) => styles.root })(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  zIndex: 1,
  minHeight: '100vh',
  backgroundColor: (theme.vars || theme).palette.background.default,
  position: 'relative',
  minWidth: 'fit-content',
  width: '100%',
  [`& .${LayoutClasses.appFrame}`]: {
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    marginTop: theme.spacing(6),
    [theme.breakpoints.down('sm')]: { marginTop: theme.spacing(7) },
  },
  [`& .${LayoutClasses.contentWithSidebar}`]: {
    display: 'flex',
    flexGrow: 1,
    transition: theme.transitions.create('margin', {
      easing: theme.transitions.easing.easeOut,
      duration: theme.transitions.duration.enteringScreen,
    }),
  },
  [`& .${LayoutClasses.content}`]: {
    backgroundColor: (theme.vars || theme).palette.background.default,
    zIndex: 2,
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    flexBasis: 0,
    padding: 0,
    [theme.breakpoints.up('xs')]: { paddingRight: theme.spacing(1), paddingLeft: theme.spacing(1) },
  },
}));

/** The error screen inside the content, cleared when the user goes elsewhere (as react-admin's). */
const ContentError = ({
  error,
  resetErrorBoundary,
  page: Page,
}: FallbackProps & { page: ComponentType<ErrorProps> }) => {
  useResetErrorBoundaryOnLocationChange(resetErrorBoundary);
  return <Page error={error} />;
};

export interface ShellFrameProps {
  appBar: ComponentType;
  sidebar: ComponentType<SidebarProps>;
  menu: ComponentType;
  error: ComponentType<ErrorProps>;
  sx?: object;
  /**
   * What belongs to the shell rather than to a screen (the command palette, the shortcut list):
   * drawn outside the content's error boundary and Suspense, so that a screen that fails or is
   * still loading neither removes nor hides it. Under the content's Suspense, a screen suspending
   * in a blocking render hid the palette with it, and showing it again re-marked a palette that
   * was fading out as `aria-hidden`: Ctrl+K pressed before the fade ended then opened a palette no
   * one could see or reach (docs/screens/accessibility.md).
   */
  extras?: ReactNode;
  children: ReactNode;
}

export const ShellFrame = ({
  appBar: AppBar,
  sidebar: Sidebar,
  menu: Menu,
  error,
  sx,
  extras,
  children,
}: ShellFrameProps) => (
  <Root className="layout" sx={sx}>
    <SkipNavigationButton />
    <div className={LayoutClasses.appFrame}>
      <AppBar />
      <main className={LayoutClasses.contentWithSidebar}>
        <Sidebar>
          <Menu />
        </Sidebar>
        <div id="main-content" className={LayoutClasses.content}>
          <ErrorBoundary fallbackRender={props => <ContentError {...props} page={error} />}>
            <Suspense fallback={<LoadingPage />}>{children}</Suspense>
          </ErrorBoundary>
        </div>
      </main>
    </div>
    {extras}
  </Root>
);
