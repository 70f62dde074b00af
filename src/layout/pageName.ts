import { matchPath } from 'react-router-dom';
import { titleOf, type CustomPageDefinition, type ResourceDefinition } from '../lib/registry';

export interface PageName {
  /** Catalogue key of the page name. */
  title: string;
  /** True below a resource's list (show, edit, create), where react-admin's own title adds the record. */
  detail: boolean;
}

/** The name of the page at `pathname`, from the two registries; null for the root and unknown paths. */
export const pageNameForPath = (
  pathname: string,
  resources: ResourceDefinition[],
  customPages: CustomPageDefinition[],
): PageName | null => {
  const page = customPages.find(candidate => matchPath({ path: candidate.path, end: true }, pathname));
  if (page) return { title: page.title, detail: false };
  const [first, ...rest] = pathname.split('/').filter(Boolean);
  const resource = resources.find(candidate => candidate.name === first);
  if (resource) return { title: titleOf(resource), detail: rest.length > 0 };
  return null;
};
