import { actingAsMember } from '@facet/platform-api-client';
import { useGetPositionsQuery } from './hiring-endpoints';

/**
 * The company's open positions with their places left, for the company panel's invitations
 * (D95), which the app passes to company's screens: an invitation may name only an open one.
 */
export function useOpenPositionChoices(): readonly {
  id: number;
  name: string;
  placesLeft: number;
}[] {
  const positions = useGetPositionsQuery({ acting: actingAsMember });
  return (positions.data?.positions ?? [])
    .filter((position) => position.state === 'open')
    .map(({ id, name, seatsLeft }) => ({ id, name, placesLeft: seatsLeft }));
}
