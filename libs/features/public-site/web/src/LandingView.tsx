import { Box, Card, Heading, Link, Stack, Text } from '@facet/design-system';
import { FormattedMessage, useIntl } from 'react-intl';
import { publicPagesCatalogue } from './pages-catalogue';
import { cardGrid, stepNumber } from './page-sections.css';
import { PageSection } from './PageSection';
import { contactPath } from './site-links';

const { messages } = publicPagesCatalogue;

/** The six onboarding steps of spec/product.md §1, in order. */
const onboardingSteps = [
  { title: messages.stepContactTitle, text: messages.stepContactText },
  { title: messages.stepDemoTitle, text: messages.stepDemoText },
  { title: messages.stepSetupTitle, text: messages.stepSetupText },
  { title: messages.stepInviteTitle, text: messages.stepInviteText },
  { title: messages.stepAssessTitle, text: messages.stepAssessText },
  { title: messages.stepResultsTitle, text: messages.stepResultsText },
] as const;

/** The first page a visitor sees: what Facet is, how to start, and a way to get in touch. */
export function LandingView() {
  const intl = useIntl();
  return (
    <PageSection>
      <Stack space="xxxlarge">
        <Box as="section" aria-labelledby="landing-title">
          <Stack space="large">
            <Heading level={1} id="landing-title">
              <FormattedMessage {...messages.landingTitle} />
            </Heading>
            <Text size="large">
              <FormattedMessage {...messages.landingDescription} />
            </Text>
            <Text tone="secondary">
              <FormattedMessage {...messages.landingNonClinical} />
            </Text>
            <Text>
              <Link href={contactPath} variant="standalone">
                <FormattedMessage {...messages.contactButton} />
              </Link>
            </Text>
          </Stack>
        </Box>
        <Box as="section" aria-labelledby="landing-steps">
          <Stack space="xlarge">
            <Heading level={2} id="landing-steps">
              <FormattedMessage {...messages.stepsTitle} />
            </Heading>
            <ol className={cardGrid}>
              {onboardingSteps.map((step, index) => (
                <li key={step.title.id}>
                  <Card>
                    <Stack space="medium">
                      <span className={stepNumber} aria-hidden="true">
                        {intl.formatNumber(index + 1)}
                      </span>
                      <Heading level={3}>
                        <FormattedMessage {...step.title} />
                      </Heading>
                      <Text tone="secondary">
                        <FormattedMessage {...step.text} />
                      </Text>
                    </Stack>
                  </Card>
                </li>
              ))}
            </ol>
          </Stack>
        </Box>
        <Card as="section" title={intl.formatMessage(messages.finalCallTitle)} titleLevel={2}>
          <Stack space="large">
            <Text>
              <FormattedMessage {...messages.finalCallText} />
            </Text>
            <Text>
              <Link href={contactPath} variant="standalone">
                <FormattedMessage {...messages.finalCallButton} />
              </Link>
            </Text>
          </Stack>
        </Card>
      </Stack>
    </PageSection>
  );
}
