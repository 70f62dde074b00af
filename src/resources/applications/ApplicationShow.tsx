import { ShowBase } from 'react-admin';
import { Navigate, useParams } from 'react-router-dom';
import { PageTitle } from '../../components/PageTitle';
import { ApplicationView } from './ApplicationView';

/**
 * /applications/:id. ShowBase loads `applications/{id}/`; an unknown id (or one of another
 * vendor, which the API answers 404) gives react-admin's "does not exist" notice and the list.
 */
export const ApplicationShow = () => (
  <ShowBase>
    <PageTitle title="resources.applications.show.page" />
    <ApplicationView />
  </ShowBase>
);

/**
 * /applications/:id (react-admin's edit route; applications have no edit form) goes to the view,
 * so the short address of an application works as a link.
 */
export const ApplicationRedirect = () => {
  const { id } = useParams();
  return <Navigate to={`/applications/${encodeURIComponent(id ?? '')}/show`} replace />;
};
