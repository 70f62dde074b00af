import { RouterProvider, type RouterProviderProps } from 'react-router-dom';

/**
 * react-router's RouterProvider with its navigations rendered as ordinary updates, not React
 * transitions (docs/performance.md, "Navigations are not transitions").
 *
 * A list keeps its sort, filters and page in the address, so each change of them is a navigation.
 * Rendered as a transition, that render is cut into 5 ms slices with the browser's frames between
 * them, and while anything animates (react-admin's loading spinner, a focused button's ripple, a
 * closing dialog) each frame is painted: on a phone's CPU the list took 2.5 s to take its new
 * parameters, and so to show the rows that had arrived 300 ms after the click. As an ordinary
 * update it renders in one go. The cost: a screen whose code has not arrived yet shows the loading
 * page while it loads, where a transition kept the previous screen on view.
 */
export const AppRouterProvider = ({ router }: Pick<RouterProviderProps, 'router'>) => (
  <RouterProvider router={router} useTransitions={false} />
);
