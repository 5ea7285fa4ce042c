import { ToastRegion } from '@facet/design-system';
import { Provider } from 'react-redux';
import { Outlet } from 'react-router';
import { store } from './store';

/**
 * The layout route of every page that calls the API: the store's provider around the page, and
 * the region where those pages' confirmations (`showToast`) appear.
 */
export function StoreArea() {
  return (
    <Provider store={store}>
      <Outlet />
      <ToastRegion />
    </Provider>
  );
}
