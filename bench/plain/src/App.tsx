import { Admin, EditGuesser, ListGuesser, Resource, ShowGuesser } from 'react-admin';
import { ApplicationList } from './ApplicationList';
import { authProvider } from './authProvider';
import { dataProvider } from './dataProvider';

/**
 * Nine of the dashboard's resources with react-admin's list, edit and show guessers, nothing
 * customised, but Applications, whose list is the table a developer would write for it (the
 * guesser drew every nested field of the answer: an unfair peer, docs/performance.md).
 */
const RESOURCES = [
  'applications',
  'crawlers',
  'analyses',
  'incomplete-bundle-applications',
  'banks',
  'labels',
  'webhooks',
  'tokens',
  'bankmodules',
];

export const App = () => (
  <Admin dataProvider={dataProvider} authProvider={authProvider} disableTelemetry>
    {RESOURCES.map(name => (
      <Resource
        key={name}
        name={name}
        list={name === 'applications' ? ApplicationList : ListGuesser}
        edit={EditGuesser}
        show={ShowGuesser}
      />
    ))}
  </Admin>
);
