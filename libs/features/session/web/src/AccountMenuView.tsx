import { Button, Inline, Link, Text } from '@facet/design-system';
import { mayOpenCompanyPanel, type SessionRole } from '@facet/session-domain';
import { useIntl } from 'react-intl';
import { sessionCatalogue } from './messages';

const { messages } = sessionCatalogue;

export interface AccountMenuViewProps {
  /** A user's menu or the administrator menu (spec/product.md §2, Shared layout). */
  kind: 'user' | 'admin';
  name: string;
  role?: SessionRole;
  isSigningOut: boolean;
  onSignOut: () => void;
}

/** The signed-in person's menu in the top bar: their pages and sign out. */
export function AccountMenuView({
  kind,
  name,
  role,
  isSigningOut,
  onSignOut,
}: AccountMenuViewProps) {
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage(messages.accountMenu)}>
      <Inline space="medium" alignY="center">
        <Text size="small" tone="secondary">
          {intl.formatMessage(messages.signedInAs, { name })}
        </Text>
        {kind === 'user' ? (
          <>
            <Link href="/diagnostic" variant="secondary">
              {intl.formatMessage(messages.diagnosticLink)}
            </Link>
            <Link href="/account" variant="secondary">
              {intl.formatMessage(messages.profileLink)}
            </Link>
            {mayOpenCompanyPanel(role) && (
              <Link href="/company-panel" variant="secondary">
                {intl.formatMessage(messages.companyPanelLink)}
              </Link>
            )}
          </>
        ) : (
          <Link href="/admin/dashboard" variant="secondary">
            {intl.formatMessage(messages.dashboardLink)}
          </Link>
        )}
        <Button variant="quiet" size="small" isPending={isSigningOut} onPress={onSignOut}>
          {intl.formatMessage(messages.signOut)}
        </Button>
      </Inline>
    </nav>
  );
}
