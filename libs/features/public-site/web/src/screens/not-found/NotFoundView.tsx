import { ButtonLink, Heading, Stack, Text } from '@facet/design-system';
import { FormattedMessage } from 'react-intl';
import { publicSiteCatalogue } from '../../messages';
import { PageSection } from '../../PageSection';

const { messages } = publicSiteCatalogue;

/** Any address the app does not know, with a way back to the landing. */
export function NotFoundView() {
  return (
    <PageSection width="small">
      <Stack space="large">
        <Heading level={1}>
          <FormattedMessage {...messages.notFoundTitle} />
        </Heading>
        <Text>
          <FormattedMessage {...messages.notFoundDescription} />
        </Text>
        <div>
          <ButtonLink href="/">
            <FormattedMessage {...messages.backToHome} />
          </ButtonLink>
        </div>
      </Stack>
    </PageSection>
  );
}
