import { Box, Column, Columns, Container, Inline, Link, Stack, Text } from '@facet/design-system';
import { FormattedMessage, useIntl } from 'react-intl';
import { publicSiteCatalogue } from '../messages';
import { footerLinks, socialLinks, systemStatusPath } from '../site-links';
import { footer } from './site-shell.css';

const { messages } = publicSiteCatalogue;

export interface SiteFooterViewProps {
  /** The year in the copyright line. */
  year: number;
}

/** Social links, the legal pages, the data-rights form and the service status. */
export function SiteFooterView({ year }: SiteFooterViewProps) {
  const intl = useIntl();
  return (
    <footer className={footer}>
      <Container>
        <Box paddingY="xxlarge">
          <Stack space="xlarge">
            <Columns space="xlarge" collapseBelow="tablet">
              <Column width="1/3">
                <Stack space="medium">
                  <Text tone="secondary">
                    <FormattedMessage {...messages.footerTagline} />
                  </Text>
                  <Box as="nav" aria-label={intl.formatMessage(messages.socialNavigation)}>
                    <Stack as="ul" space="small">
                      {socialLinks.map((link) => (
                        <li key={link.href}>
                          <Link href={link.href} variant="secondary" target="_blank" rel="noopener">
                            <FormattedMessage {...link.label} />
                          </Link>
                        </li>
                      ))}
                    </Stack>
                  </Box>
                </Stack>
              </Column>
              <Column>
                <Box as="nav" aria-label={intl.formatMessage(messages.footerNavigation)}>
                  <Inline as="ul" space="large">
                    {footerLinks.map((link) => (
                      <li key={link.href}>
                        <Link href={link.href} variant="secondary">
                          <FormattedMessage {...link.label} />
                        </Link>
                      </li>
                    ))}
                    <li>
                      <Link href={systemStatusPath} variant="secondary">
                        <FormattedMessage {...messages.systemStatusLink} />
                      </Link>
                    </li>
                  </Inline>
                </Box>
              </Column>
            </Columns>
            <Text size="small" tone="secondary">
              <FormattedMessage {...messages.copyright} values={{ year }} />
            </Text>
          </Stack>
        </Box>
      </Container>
    </footer>
  );
}
