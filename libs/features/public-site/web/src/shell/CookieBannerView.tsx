import { Box, Button, Container, Link, Text } from '@facet/design-system';
import { FormattedMessage, useIntl } from 'react-intl';
import { publicSiteCatalogue } from '../messages';
import {
  cookieActions,
  cookieBanner,
  cookieLayout,
  cookieLongText,
  cookieShortText,
  cookieTitle,
} from './site-shell.css';

const { messages } = publicSiteCatalogue;

export interface CookieBannerViewProps {
  onAccept: () => void;
  onReject: () => void;
}

/**
 * Asks once whether analytics may run; both answers are equally easy to give, with buttons of
 * the same weight. On a phone it says the same in one short sentence, so it stays a strip at the
 * bottom instead of covering the page.
 */
export function CookieBannerView({ onAccept, onReject }: CookieBannerViewProps) {
  const intl = useIntl();
  return (
    <Box
      as="section"
      className={cookieBanner}
      aria-label={intl.formatMessage(messages.cookieBannerTitle)}
    >
      <Container>
        <div className={cookieLayout}>
          <Text size="small">
            <strong className={cookieTitle}>
              <FormattedMessage {...messages.cookieBannerTitle} />
            </strong>{' '}
            <span className={cookieShortText}>
              <FormattedMessage {...messages.cookieBannerShortText} />
            </span>
            <span className={cookieLongText}>
              <FormattedMessage {...messages.cookieBannerText} />
            </span>{' '}
            <Link href="/cookies-policy">
              <FormattedMessage {...messages.cookieBannerMore} />
            </Link>
          </Text>
          <div className={cookieActions}>
            <Button variant="secondary" onPress={onAccept}>
              <FormattedMessage {...messages.cookieAccept} />
            </Button>
            <Button variant="secondary" onPress={onReject}>
              <FormattedMessage {...messages.cookieReject} />
            </Button>
          </div>
        </div>
      </Container>
    </Box>
  );
}
