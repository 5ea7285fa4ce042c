import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { publicSiteCatalogue } from './messages';

const { messages } = publicSiteCatalogue;

export function LandingView() {
  return (
    <section aria-labelledby="landing-title">
      <h1 id="landing-title">
        <FormattedMessage {...messages.landingTitle} />
      </h1>
      <p>
        <FormattedMessage {...messages.landingDescription} />
      </p>
      <Link to="/status">
        <FormattedMessage {...messages.systemStatusLink} />
      </Link>
    </section>
  );
}
