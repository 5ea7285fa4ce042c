import { Link, Text } from '@facet/design-system';
import { FormattedMessage } from 'react-intl';
import { sessionCatalogue } from './messages';

const { messages } = sessionCatalogue;

/** "By signing in you accept the terms of use and the privacy policy", both linked. */
export function TermsNotice({ sentence }: { sentence: 'termsNotice' | 'registerTermsNotice' }) {
  return (
    <Text size="small" tone="secondary">
      <FormattedMessage
        {...messages[sentence]}
        values={{
          terms: (
            <Link key="terms" href="/terms-of-use">
              <FormattedMessage {...messages.termsOfUse} />
            </Link>
          ),
          privacy: (
            <Link key="privacy" href="/privacy-policy">
              <FormattedMessage {...messages.privacyPolicy} />
            </Link>
          ),
        }}
      />
    </Text>
  );
}
