import { AssessmentStateCard } from '@facet/assessment-web';
import { CompanyDashboard, CompanyHomeWelcome } from '@facet/company-web';
import { Heading, Stack } from '@facet/design-system';
import { belongsToCompany, mayOpenCompanyPanel } from '@facet/session-domain';
import { sessionCatalogue, useSession } from '@facet/session-web';
import { useIntl } from 'react-intl';

/**
 * /home, where a signed-in person lands: their company's logo and welcome line when they belong
 * to one, their assessment and, for a manager or company admin, the company dashboard above it.
 */
export function HomePage() {
  const intl = useIntl();
  const session = useSession();
  const user = session.status === 'user' ? session.user : undefined;
  return (
    <Stack space="xlarge">
      <Heading level={1}>
        {user
          ? intl.formatMessage(sessionCatalogue.messages.homeWelcome, { name: user.name })
          : intl.formatMessage(sessionCatalogue.messages.homeTitle)}
      </Heading>
      {belongsToCompany(user?.role) && <CompanyHomeWelcome />}
      {mayOpenCompanyPanel(user?.role) && <CompanyDashboard />}
      <AssessmentStateCard />
    </Stack>
  );
}
