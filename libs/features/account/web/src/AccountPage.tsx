import type { SectionPanel } from '@facet/platform-web-kit';
import { ChangePassword } from '@facet/session-web';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { AccountView } from './AccountView';
import { ProfileCard } from './ProfileCard';

/** /account: the profile card, the password form and the tabs, the selected one in `?tab=`. */
export function AccountPage({ tabs }: { tabs: readonly SectionPanel[] }) {
  const intl = useIntl();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const selected = tabs.some((tab) => tab.id === requested) ? requested! : tabs[0]?.id;
  return (
    <AccountView
      profileCard={<ProfileCard />}
      changePassword={<ChangePassword />}
      sections={tabs.map(({ id, title, Panel }) => ({
        id,
        title: intl.formatMessage(title),
        content: <Panel />,
      }))}
      selectedSection={selected}
      onSectionChange={(id) => setSearchParams({ tab: id }, { replace: true })}
    />
  );
}
