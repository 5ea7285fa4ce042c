import { FormattedMessage } from 'react-intl';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { publicSiteCatalogue } from './messages';
import { NotFoundView } from './NotFoundView';

const { messages } = publicSiteCatalogue;

/** Shown instead of a page that failed to load or render; never a stack trace. */
export function RouteErrorView() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundView />;
  return (
    <section aria-labelledby="route-error-title" role="alert">
      <h1 id="route-error-title">
        <FormattedMessage {...messages.pageErrorTitle} />
      </h1>
      <p>
        <FormattedMessage {...messages.pageErrorDescription} />
      </p>
      <Link to="/" reloadDocument>
        <FormattedMessage {...messages.backToHome} />
      </Link>
    </section>
  );
}
