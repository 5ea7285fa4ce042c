import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { publicSiteCatalogue } from './messages';

const { messages } = publicSiteCatalogue;

export function NotFoundView() {
  return (
    <section aria-labelledby="not-found-title">
      <h1 id="not-found-title">
        <FormattedMessage {...messages.notFoundTitle} />
      </h1>
      <p>
        <FormattedMessage {...messages.notFoundDescription} />
      </p>
      <Link to="/">
        <FormattedMessage {...messages.backToHome} />
      </Link>
    </section>
  );
}
