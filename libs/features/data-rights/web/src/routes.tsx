import { pageTitle, type SectionPanel } from '@facet/platform-web-kit';
import { DataRightsRequestsTable } from './screens/requests-table/DataRightsRequestsTable';
import { dataRightsMessages } from './messages';
import { dataRightsPageTitles } from './page-titles';
import type { LoaderFunction, RouteObject } from 'react-router';

export interface DataRightsRouteOptions {
  /** The session feature's signed-in guard, for /account/arsulipo/{id}. */
  requireUser?: LoaderFunction;
  /** The session feature's administrator guard, for /admin/arsulipo/{id}. */
  requireAdmin?: LoaderFunction;
}

/** The person's data-rights requests, a tab of /account (`?tab=arsulipo`, the spec's word). */
export const dataRightsRequestsAccountTab: SectionPanel = {
  id: 'arsulipo',
  title: dataRightsMessages.accountTabTitle,
  Panel: DataRightsRequestsTable,
};

/**
 * The data-rights pages, each its own chunk. /arsulipo is open to visitors too (spec/product.md
 * §1: visitors can submit a data-rights request); a signed-in person's details are filled in.
 */
export function dataRightsRoutes({
  requireUser,
  requireAdmin,
}: DataRightsRouteOptions = {}): RouteObject[] {
  return [
    {
      path: 'arsulipo',
      handle: pageTitle(dataRightsMessages.formTitle),
      lazy: async () => ({
        Component: (await import('./screens/request-form/DataRightsFormPage')).DataRightsFormPage,
      }),
    },
    {
      path: 'account/arsulipo/:arsulipo_id',
      handle: pageTitle(dataRightsPageTitles.request),
      loader: requireUser,
      lazy: async () => ({
        Component: (await import('./screens/request-detail/RequestDetailPage')).RequestDetailPage,
      }),
    },
    {
      path: 'admin/arsulipo/:arsulipo_id',
      handle: pageTitle(dataRightsPageTitles.adminRequest),
      loader: requireAdmin,
      lazy: async () => ({
        Component: (await import('./screens/admin-request-detail/AdminRequestDetailPage'))
          .AdminRequestDetailPage,
      }),
    },
  ];
}
