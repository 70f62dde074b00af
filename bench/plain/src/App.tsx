import { Admin, EditGuesser, ListGuesser, Resource, ShowGuesser } from 'react-admin';
import { authProvider } from './authProvider';
import { dataProvider } from './dataProvider';

/** Nine of the dashboard's resources, each with react-admin's list, edit and show guessers, nothing customised. */
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
      <Resource key={name} name={name} list={ListGuesser} edit={EditGuesser} show={ShowGuesser} />
    ))}
  </Admin>
);
