import { pageTitle, type SectionPanel } from '@facet/platform-web-kit';
import type { RouteObject } from 'react-router';
import { hiringMessages as messages } from './messages';
import type { PositionChoiceHooks } from './position-choices';
import type { HiringRouteOptions } from './session-entry';
import { PositionsTab } from './screens/positions/PositionsTab';

/**
 * The Positions section of /company-panel (`?tab=positions`), with the profiles and groups a
 * position may name, which the app's data sources give.
 */
export function positionsPanelTab(choices: PositionChoiceHooks): SectionPanel {
  return {
    id: 'positions',
    title: messages.tabPositions,
    Panel: () => <PositionsTab {...choices} />,
  };
}

/**
 * The public pages of a position's link: open to visitors (no guard), each its own chunk. A
 * signed-in person applies there with their account.
 */
export function hiringRoutes({ useEnterAsUser }: HiringRouteOptions): RouteObject[] {
  return [
    {
      path: 'apply/:token',
      handle: pageTitle(messages.pageTitleApply),
      lazy: async () => ({ Component: (await import('./screens/apply/ApplyPage')).ApplyPage }),
    },
    {
      path: 'apply/confirm/:token',
      handle: pageTitle(messages.confirmTitle),
      lazy: async () => {
        const { ApplyConfirmPage } = await import('./screens/apply-confirm/ApplyConfirmPage');
        return { Component: () => <ApplyConfirmPage useEnterAsUser={useEnterAsUser} /> };
      },
    },
  ];
}
