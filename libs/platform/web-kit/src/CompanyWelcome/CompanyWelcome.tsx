import { Stack, Text } from '@facet/design-system';
import { useIntl } from 'react-intl';
import { webKitCatalogue } from '../catalogue';
import * as styles from './CompanyWelcome.css';

const messages = webKitCatalogue.messages;

export interface CompanyWelcomeProps {
  companyName: string;
  /** The logo's address (`/api/company-logos/…`), or null without one. */
  logoUrl: string | null;
  welcomeLine: string | null;
}

/**
 * How a company greets the people it invites: its logo and its own welcome line, on the pages an
 * invitee sees first. Shows nothing when the company set neither.
 */
export function CompanyWelcome({ companyName, logoUrl, welcomeLine }: CompanyWelcomeProps) {
  const intl = useIntl();
  if (!logoUrl && !welcomeLine) return null;
  return (
    <Stack space="small">
      {logoUrl && (
        <img
          className={styles.logo}
          src={logoUrl}
          alt={intl.formatMessage(messages.companyLogo, { companyName })}
        />
      )}
      {welcomeLine && (
        <blockquote className={styles.welcomeLine}>
          <Text>{welcomeLine}</Text>
          <Text size="small" tone="secondary">
            {intl.formatMessage(messages.welcomeLineFrom, { companyName })}
          </Text>
        </blockquote>
      )}
    </Stack>
  );
}
