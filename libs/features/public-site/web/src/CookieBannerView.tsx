import { Banner, Box, Button, Container, Inline, Link, Stack, Text } from '@facet/design-system';
import { FormattedMessage, useIntl } from 'react-intl';
import { publicSiteCatalogue } from './messages';
import { cookieBanner } from './site-shell.css';

const { messages } = publicSiteCatalogue;

export interface CookieBannerViewProps {
  onAccept: () => void;
  onReject: () => void;
}

/** Asks once whether analytics may run; both answers are equally easy to give. */
export function CookieBannerView({ onAccept, onReject }: CookieBannerViewProps) {
  const intl = useIntl();
  return (
    <Box
      as="section"
      className={cookieBanner}
      aria-label={intl.formatMessage(messages.cookieBannerTitle)}
    >
      <Container>
        <Banner
          title={intl.formatMessage(messages.cookieBannerTitle)}
          actions={
            <Inline space="medium">
              <Button variant="primary" onPress={onAccept}>
                <FormattedMessage {...messages.cookieAccept} />
              </Button>
              <Button variant="secondary" onPress={onReject}>
                <FormattedMessage {...messages.cookieReject} />
              </Button>
            </Inline>
          }
        >
          <Stack space="small">
            <Text>
              <FormattedMessage {...messages.cookieBannerText} />
            </Text>
            <Text>
              <Link href="/cookies-policy">
                <FormattedMessage {...messages.cookieBannerMore} />
              </Link>
            </Text>
          </Stack>
        </Banner>
      </Container>
    </Box>
  );
}
