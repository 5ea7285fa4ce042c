import { Box, Card, Heading, Link, Stack, Text } from '@facet/design-system';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { publicPagesCatalogue } from '../../pages-catalogue';
import { cardGrid, figure } from '../../page-sections.css';
import { PageSection } from '../../PageSection';
import { completedCases, presenceCountries, teamMembers } from '../../team';
import { TeamAvatar } from './TeamAvatar';

const { messages } = publicPagesCatalogue;

const packageUrl = (name: string) => `https://www.npmjs.com/package/${name}`;
const costaMcCraePackage = '@alheimsins/b5-costa-mccrae-300-ipip-neo-pi-r';
const bigFiveQuestionsPackage = '@bigfive-org/questions';

/** Who is behind Facet, where it is used, the team, and where the questions come from. */
export function AboutView() {
  const intl = useIntl();
  const figures = [
    {
      value: messages.countriesFigure,
      count: presenceCountries,
      text: messages.countriesFigureText,
    },
    { value: messages.casesFigure, count: completedCases, text: messages.casesFigureText },
  ];
  return (
    <PageSection width="medium">
      <Stack space="xxxlarge">
        <Stack space="large">
          <Heading level={1}>
            <FormattedMessage {...messages.aboutTitle} />
          </Heading>
          <Text size="large">
            <FormattedMessage {...messages.aboutIntro} />
          </Text>
        </Stack>
        <Box as="section" aria-labelledby="about-figures">
          <Stack space="xlarge">
            <Heading level={2} id="about-figures">
              <FormattedMessage {...messages.aboutFigures} />
            </Heading>
            <ul className={cardGrid}>
              {figures.map((item) => (
                <li key={item.value.id}>
                  <Card>
                    <p className={figure}>
                      <FormattedMessage {...item.value} values={{ count: item.count }} />
                    </p>
                    <Text tone="secondary">
                      <FormattedMessage {...item.text} />
                    </Text>
                  </Card>
                </li>
              ))}
            </ul>
          </Stack>
        </Box>
        <Box as="section" aria-labelledby="about-team">
          <Stack space="xlarge">
            <Heading level={2} id="about-team">
              <FormattedMessage {...messages.teamTitle} />
            </Heading>
            <ul className={cardGrid}>
              {teamMembers.map((member) => (
                <li key={member.name}>
                  <Card as="article">
                    <Stack space="medium" align="center">
                      <TeamAvatar initials={member.initials} />
                      <Heading level={3}>{member.name}</Heading>
                      <Text tone="secondary">
                        <FormattedMessage {...member.role} />
                      </Text>
                      <Link href={member.profileUrl} target="_blank" rel="noopener">
                        {intl.formatMessage(messages.profileLink, { name: member.name })}
                      </Link>
                    </Stack>
                  </Card>
                </li>
              ))}
            </ul>
          </Stack>
        </Box>
        <Box as="section" aria-labelledby="about-credits">
          <Stack space="large">
            <Heading level={2} id="about-credits">
              <FormattedMessage {...messages.creditsTitle} />
            </Heading>
            <Text>
              <FormattedMessage
                {...messages.creditsItems}
                values={{
                  ipip: (chunks: ReactNode[]) => (
                    <Link href="https://ipip.ori.org/" target="_blank" rel="noopener">
                      {chunks}
                    </Link>
                  ),
                }}
              />
            </Text>
            <Text>
              <FormattedMessage
                {...messages.creditsOpenSource}
                values={{
                  costaMcCrae: (chunks: ReactNode[]) => (
                    <Link href={packageUrl(costaMcCraePackage)} target="_blank" rel="noopener">
                      {chunks}
                    </Link>
                  ),
                  bigFiveQuestions: (chunks: ReactNode[]) => (
                    <Link href={packageUrl(bigFiveQuestionsPackage)} target="_blank" rel="noopener">
                      {chunks}
                    </Link>
                  ),
                }}
              />
            </Text>
          </Stack>
        </Box>
      </Stack>
    </PageSection>
  );
}
