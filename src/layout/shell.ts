import { createContext, useContext } from 'react';
import type { Registries } from '../lib/registry';
import { buildMenuModel, type MenuModel } from './menuModel';
import { pageNameForPath, type PageName } from './pageName';

/**
 * What the shell (menu, top bar) knows of the registries. The layout never imports them: the app
 * root builds this model and provides it, so dependencies keep pointing down (screens -> layout).
 */
export interface ShellModel {
  menu: MenuModel;
  pageName: (pathname: string) => PageName | null;
}

export const buildShellModel = (registries: Registries): ShellModel => ({
  menu: buildMenuModel(registries),
  pageName: pathname => pageNameForPath(pathname, registries.resources, registries.customPages),
});

export const ShellContext = createContext<ShellModel>({ menu: [], pageName: () => null });

export const useShell = () => useContext(ShellContext);
