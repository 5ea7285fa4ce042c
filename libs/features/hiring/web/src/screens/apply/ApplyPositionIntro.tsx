import { Heading, Stack, Text } from '@facet/design-system';
import type { PublicPositionAnswer } from '@facet/hiring-domain';
import { CompanyWelcome } from '@facet/platform-web-kit';
import { useIntl } from 'react-intl';
import { hiringMessages as messages } from '../../messages';

/** Who asks, for which position, and what happens to the applicant's data and for how long. */
export function ApplyPositionIntro({ answer }: { answer: PublicPositionAnswer }) {
  const intl = useIntl();
  const say = intl.formatMessage;
  const { company, position, dataUse } = answer;
  return (
    <Stack space="medium">
      <CompanyWelcome companyName={company.name} logoUrl={company.logoUrl} welcomeLine={null} />
      <Heading level={1}>{say(messages.applyHeading, { position: position.name })}</Heading>
      <Text>{say(messages.applyLead, { company: company.name })}</Text>
      <Stack as="section" space="small">
        <Heading level={2}>{say(messages.dataUseTitle)}</Heading>
        <Text>{say(messages.dataUseReceives, { company: company.name })}</Text>
        <Text>{say(messages.dataUseKept, { months: dataUse.retentionMonths })}</Text>
        <Text>
          {say(
            dataUse.candidateView === 'report' ? messages.dataUseReport : messages.dataUseSummary,
          )}
        </Text>
      </Stack>
    </Stack>
  );
}
