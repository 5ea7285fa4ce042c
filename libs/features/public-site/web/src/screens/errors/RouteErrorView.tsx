import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundView } from '../not-found/NotFoundView';
import { PageErrorView } from './PageErrorView';

/** The router's error element: a 404 shows the not-found page, anything else the error page. */
export function RouteErrorView() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundView />;
  return <PageErrorView />;
}
