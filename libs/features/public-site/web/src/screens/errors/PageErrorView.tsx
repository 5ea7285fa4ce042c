import { Alert, Heading, Link, Stack, Text } from '@facet/design-system';
import { FormattedMessage } from 'react-intl';
import { publicSiteCatalogue } from '../../messages';
import { PageSection } from '../../PageSection';

const { messages } = publicSiteCatalogue;

/** Shown instead of a page that failed to load or render; never a stack trace. */
export function PageErrorView() {
  return (
    <PageSection width="small">
      <Stack space="large">
        <Heading level={1}>
          <FormattedMessage {...messages.pageErrorTitle} />
        </Heading>
        <Alert tone="critical">
          <FormattedMessage {...messages.pageErrorDescription} />
        </Alert>
        <Text>
          <Link href="/" variant="standalone">
            <FormattedMessage {...messages.backToHome} />
          </Link>
        </Text>
      </Stack>
    </PageSection>
  );
}
