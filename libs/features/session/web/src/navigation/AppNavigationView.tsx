import { Inline, Link } from '@facet/design-system';
import { mayOpenCompanyPanel, type SessionRole } from '@facet/session-domain';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { sessionCatalogue } from '../messages';

const { messages } = sessionCatalogue;

export interface AppNavigationItem {
  id: string;
  href: string;
  label: MessageDescriptor;
}

/** The areas of the app a signed-in person reaches from the top bar, by who they are. */
export function appNavigationItems(
  kind: 'user' | 'admin',
  role?: SessionRole,
): AppNavigationItem[] {
  if (kind === 'admin') {
    return [{ id: 'dashboard', href: '/admin/dashboard', label: messages.navDashboard }];
  }
  const leadsCompany = mayOpenCompanyPanel(role);
  return [
    { id: 'home', href: '/home', label: leadsCompany ? messages.navDashboard : messages.navHome },
    { id: 'assessment', href: '/diagnostic', label: messages.navAssessment },
    { id: 'results', href: '/results', label: messages.navResults },
    { id: 'account', href: '/account', label: messages.navAccount },
    ...(leadsCompany
      ? [{ id: 'company', href: '/company-panel', label: messages.navCompany }]
      : []),
  ];
}

/**
 * The item of the area an address belongs to: the longest path the address starts with (a result
 * at /results/12 is in Results).
 */
export function currentItemOf(
  items: readonly AppNavigationItem[],
  location: { pathname: string },
): AppNavigationItem | undefined {
  const inArea = items.filter(
    ({ href }) => location.pathname === href || location.pathname.startsWith(`${href}/`),
  );
  return inArea.sort((a, b) => b.href.length - a.href.length)[0];
}

export interface AppNavigationViewProps {
  kind: 'user' | 'admin';
  role?: SessionRole;
  /** The address shown, to mark its area with `aria-current="page"`. */
  location: { pathname: string };
}

/** The signed-in navigation of the top bar, and the first items of the mobile menu. */
export function AppNavigationView({ kind, role, location }: AppNavigationViewProps) {
  const intl = useIntl();
  const items = appNavigationItems(kind, role);
  const current = currentItemOf(items, location);
  return (
    <nav aria-label={intl.formatMessage(messages.appNavigation)}>
      <Inline as="ul" space="large">
        {items.map((item) => {
          const isCurrent = item === current;
          const label = intl.formatMessage(item.label);
          return (
            <li key={item.id}>
              <Link
                href={item.href}
                variant="standalone"
                aria-current={isCurrent ? 'page' : undefined}
              >
                {isCurrent ? <strong>{label}</strong> : label}
              </Link>
            </li>
          );
        })}
      </Inline>
    </nav>
  );
}
