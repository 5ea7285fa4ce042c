import { Box, ButtonLink, Card, Container, Heading, Stack, Text } from '@facet/design-system';
import { questionnaireMinutes, questionnaireStatementCount } from '@facet/platform-kernel';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  finalCall,
  heroActions,
  heroBand,
  heroGrid,
  heroTitle,
  proofFigure,
  proofList,
  stepBadge,
  stepNumberLabel,
} from './landing.css';
import {
  BuildingIcon,
  ChecklistIcon,
  ConversationIcon,
  InvitationIcon,
  PresentationIcon,
  ReportIcon,
} from './landing-icons';
import { cardGrid } from '../../page-sections.css';
import { PageSection } from '../../PageSection';
import { publicPagesCatalogue } from '../../pages-catalogue';
import { ProductVisual } from './ProductVisual';
import { contactPath } from '../../site-links';
import { completedCases, presenceCountries } from '../../team';

const { messages } = publicPagesCatalogue;

/** The six onboarding steps of spec/product.md §1, in order. */
/** The questionnaire's length, as the assessment step states it. */
const questionnaireLength = {
  statements: questionnaireStatementCount,
  minutes: questionnaireMinutes,
};

const onboardingSteps = [
  { title: messages.stepContactTitle, text: messages.stepContactText, Icon: ConversationIcon },
  { title: messages.stepDemoTitle, text: messages.stepDemoText, Icon: PresentationIcon },
  { title: messages.stepSetupTitle, text: messages.stepSetupText, Icon: BuildingIcon },
  { title: messages.stepInviteTitle, text: messages.stepInviteText, Icon: InvitationIcon },
  { title: messages.stepAssessTitle, text: messages.stepAssessText, Icon: ChecklistIcon },
  { title: messages.stepResultsTitle, text: messages.stepResultsText, Icon: ReportIcon },
] as const;

/** The about page's figures, repeated under the hero as proof. */
const proofFigures = [
  { value: messages.countriesFigure, count: presenceCountries, text: messages.countriesFigureText },
  { value: messages.casesFigure, count: completedCases, text: messages.casesFigureText },
] as const;

/** The first page a visitor sees: what Facet is, how to start, and a way to get in touch. */
export function LandingView() {
  const intl = useIntl();
  return (
    <>
      <section className={heroBand} aria-labelledby="landing-title">
        <Container>
          <div className={heroGrid}>
            <Stack space="xlarge">
              <h1 className={heroTitle} id="landing-title">
                <FormattedMessage {...messages.landingTitle} />
              </h1>
              <Text size="large">
                <FormattedMessage {...messages.landingDescription} />
              </Text>
              <Text tone="secondary">
                <FormattedMessage {...messages.landingNonClinical} />
              </Text>
              <div className={heroActions}>
                <ButtonLink href={contactPath} size="large">
                  <FormattedMessage {...messages.contactButton} />
                </ButtonLink>
              </div>
              <ul className={proofList} aria-label={intl.formatMessage(messages.aboutFigures)}>
                {proofFigures.map((item) => (
                  <li key={item.value.id}>
                    <p className={proofFigure}>
                      <FormattedMessage {...item.value} values={{ count: item.count }} />
                    </p>
                    <Text size="small" tone="secondary">
                      <FormattedMessage {...item.text} />
                    </Text>
                  </li>
                ))}
              </ul>
            </Stack>
            <ProductVisual />
          </div>
        </Container>
      </section>
      <PageSection>
        <Stack space="xxxlarge">
          <Box as="section" aria-labelledby="landing-steps">
            <Stack space="xlarge">
              <Heading level={2} id="landing-steps">
                <FormattedMessage {...messages.stepsTitle} />
              </Heading>
              <ol className={cardGrid}>
                {onboardingSteps.map(({ title, text, Icon }, index) => (
                  <li key={title.id}>
                    <Card>
                      <Stack space="medium">
                        <Box display="flex" alignItems="center" justifyContent="space-between">
                          <span className={stepBadge}>
                            <Icon />
                          </span>
                          <span className={stepNumberLabel} aria-hidden="true">
                            {intl.formatNumber(index + 1, { minimumIntegerDigits: 2 })}
                          </span>
                        </Box>
                        <Heading level={3}>
                          <FormattedMessage {...title} />
                        </Heading>
                        <Text tone="secondary">
                          <FormattedMessage {...text} values={questionnaireLength} />
                        </Text>
                      </Stack>
                    </Card>
                  </li>
                ))}
              </ol>
            </Stack>
          </Box>
          <section className={finalCall} aria-labelledby="landing-final-call">
            <Stack space="large" align="center">
              <Heading level={2} id="landing-final-call">
                <FormattedMessage {...messages.finalCallTitle} />
              </Heading>
              <Text tone="secondary">
                <FormattedMessage {...messages.finalCallText} />
              </Text>
              <ButtonLink href={contactPath} size="large">
                <FormattedMessage {...messages.finalCallButton} />
              </ButtonLink>
            </Stack>
          </section>
        </Stack>
      </PageSection>
    </>
  );
}
