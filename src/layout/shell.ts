import { createContext, useContext } from 'react';
import { titleOf, type Registries } from '../lib/registry';
import { buildMenuModel, type MenuModel } from './menuModel';
import { pageNameForPath, type PageName } from './pageName';

/**
 * What the shell (menu, top bar) knows of the registries. The layout never imports them: the app
 * root builds this model and provides it, so dependencies keep pointing down (screens -> layout).
 */
export interface ShellModel {
  menu: MenuModel;
  /** The "New <record>" actions the command palette offers: every resource with a create form. */
  creates: CreateAction[];
  pageName: (pathname: string) => PageName | null;
}

/** A resource's create form, offered to whoever canAccess allows `create` on `resource`. */
export interface CreateAction {
  key: string;
  resource: string;
  /** Catalogue key of the resource's name (singular with smart_count 1). */
  name: string;
  to: string;
}

export const buildCreateActions = ({ resources }: Registries): CreateAction[] =>
  resources.flatMap(({ name, title, create }) =>
    create ? [{ key: `create:${name}`, resource: name, name: titleOf({ name, title }), to: `/${name}/create` }] : [],
  );

export const buildShellModel = (registries: Registries): ShellModel => ({
  menu: buildMenuModel(registries),
  creates: buildCreateActions(registries),
  pageName: pathname => pageNameForPath(pathname, registries.resources, registries.customPages),
});

export const ShellContext = createContext<ShellModel>({ menu: [], creates: [], pageName: () => null });

export const useShell = () => useContext(ShellContext);
