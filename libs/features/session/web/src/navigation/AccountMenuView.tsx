import { Button, Menu, MenuItem, MenuTrigger } from '@facet/design-system';
import { mayOpenCompanyPanel, type SessionRole } from '@facet/session-domain';
import { useIntl } from 'react-intl';
import { sessionCatalogue } from '../messages';

const { messages } = sessionCatalogue;

export interface AccountMenuViewProps {
  /** A user's menu or the administrator menu (spec/product.md §2, Shared layout). */
  kind: 'user' | 'admin';
  name: string;
  role?: SessionRole;
  isSigningOut: boolean;
  onSignOut: () => void;
}

/**
 * The signed-in person's menu in the top bar: one button with their name that opens their pages
 * and sign out, so the bar keeps room for the language and theme controls.
 */
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
      <MenuTrigger>
        <Button variant="secondary" size="small" isPending={isSigningOut}>
          {name}
        </Button>
        <Menu
          placement="bottom end"
          aria-label={intl.formatMessage(messages.signedInAs, { name })}
          onAction={(key) => {
            if (key === 'sign-out') onSignOut();
          }}
        >
          {kind === 'user' ? (
            <>
              <MenuItem id="diagnostic" href="/diagnostic">
                {intl.formatMessage(messages.diagnosticLink)}
              </MenuItem>
              <MenuItem id="account" href="/account">
                {intl.formatMessage(messages.profileLink)}
              </MenuItem>
              {mayOpenCompanyPanel(role) && (
                <MenuItem id="company-panel" href="/company-panel">
                  {intl.formatMessage(messages.companyPanelLink)}
                </MenuItem>
              )}
            </>
          ) : (
            <MenuItem id="dashboard" href="/admin/dashboard">
              {intl.formatMessage(messages.dashboardLink)}
            </MenuItem>
          )}
          <MenuItem id="sign-out">{intl.formatMessage(messages.signOut)}</MenuItem>
        </Menu>
      </MenuTrigger>
    </nav>
  );
}
