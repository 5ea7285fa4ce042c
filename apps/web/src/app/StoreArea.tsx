import { ToastRegion } from '@facet/design-system';
import { Provider } from 'react-redux';
import { Outlet, useLocation } from 'react-router';
import { store } from './store';

/**
 * The layout route of every page that calls the API: the store's provider around the page, and
 * the region where those pages' confirmations (`showToast`) appear and are cleared on leaving a page.
 */
export function StoreArea() {
  const { pathname } = useLocation();
  return (
    <Provider store={store}>
      <Outlet />
      <ToastRegion page={pathname} />
    </Provider>
  );
}
