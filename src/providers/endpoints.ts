import type { Identifier } from 'react-admin';
import type { EndpointMap, EndpointSpec } from '../types';

export type { EndpointMap, EndpointSpec };

export const itemPath = (spec: EndpointSpec, id: Identifier): string => {
  if (spec.itemPath) return spec.itemPath(id);
  const encoded = encodeURIComponent(String(id));
  return spec.path.endsWith('/') ? `${spec.path}${encoded}/` : `${spec.path}/${encoded}`;
};
