import { SiteLoginLink } from '@facet/public-site-web';
import { AccountMenuSlot } from '@facet/session-web';
import { Provider } from 'react-redux';
import { store } from './store';

/**
 * The signed-in person's menu in the top bar. Should the session turn out to be over, the
 * login link stands in its place, as it does for a visitor.
 */
export function AccountMenu() {
  return (
    <Provider store={store}>
      <AccountMenuSlot render={(menu) => menu ?? <SiteLoginLink />} />
    </Provider>
  );
}
