import { memo, useContext, useMemo, type ComponentType, type ReactNode } from 'react';
import { UNSAFE_LocationContext as LocationContext, UNSAFE_RouteContext as RouteContext } from 'react-router-dom';

/**
 * The shell (top bar, menu, palette) under a router context that changes only when the address's
 * path does. A list keeps its sort, filters and page in the query string (react-admin's
 * `syncWithLocation`), so every sort click, filter and page change is a new location; react-router
 * then hands every `useLocation`, `useMatch` and `Link` below it a new context, and the whole menu
 * (about 270 components) and top bar (about 110) were drawn again before the list could ask for its
 * rows (docs/performance.md, "After the first paint"). Nothing in the shell reads the query string:
 * the menu marks the item of the path, the top bar names the page of the path, the palette opens on
 * the path. A pathname change hands the shell the new contexts as before.
 */
export const SamePathname = ({ children }: { children: ReactNode }) => {
  const location = useContext(LocationContext);
  const route = useContext(RouteContext);
  const { pathname } = location.location;
  // Kept for as long as the path is the same: the query string, state and key may have moved on.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the point is to ignore every change but the path's
  const stableLocation = useMemo(() => location, [pathname]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- as above: the route's matches follow the path
  const stableRoute = useMemo(() => route, [pathname]);
  return (
    <LocationContext.Provider value={stableLocation}>
      <RouteContext.Provider value={stableRoute}>{children}</RouteContext.Provider>
    </LocationContext.Provider>
  );
};

/**
 * `Component` under SamePathname, drawn again only when one of its props other than `children`
 * changes (react-admin's Layout makes a new menu element, `children` of the sidebar, on every
 * render; the first one is kept, as it has no props).
 */
export const onSamePathname = <P extends object>(Component: ComponentType<P>) => {
  const Shell = memo(
    (props: P) => (
      <SamePathname>
        <Component {...props} />
      </SamePathname>
    ),
    (before, after) => {
      const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
      keys.delete('children');
      return [...keys].every(key => before[key as keyof P] === after[key as keyof P]);
    },
  );
  Shell.displayName = `OnSamePathname(${Component.displayName ?? Component.name})`;
  return Shell;
};
