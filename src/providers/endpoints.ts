import type { Identifier } from 'react-admin';
import type { EndpointMap, EndpointSpec } from '../types';
import { segment } from './methods/pages';

export type { EndpointMap, EndpointSpec };

/** One record's path; the id goes through segment(), which refuses one that would leave it. */
export const itemPath = (spec: EndpointSpec, id: Identifier): string => {
  const encoded = segment(id);
  if (spec.itemPath) return spec.itemPath(encoded);
  return spec.path.endsWith('/') ? `${spec.path}${encoded}/` : `${spec.path}/${encoded}`;
};
