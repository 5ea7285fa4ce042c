import { EmptyState, Link } from '@facet/design-system';
import { useIntl } from 'react-intl';
import { accountMessages as messages } from './messages';

/**
 * The Arsulipo tab until the data-rights feature exports its requests table: an empty state that
 * points to the request form. `accountRoutes({ panels })` replaces it with the real table.
 */
export function ArsulipoRequestsPlaceholder() {
  const intl = useIntl();
  return (
    <EmptyState
      title={intl.formatMessage(messages.noArsulipoRequests)}
      description={intl.formatMessage(messages.noArsulipoRequestsHint)}
      action={
        <Link href="/arsulipo" variant="standalone">
          {intl.formatMessage(messages.newArsulipoRequest)}
        </Link>
      }
    />
  );
}
