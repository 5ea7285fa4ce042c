import { Link } from '@facet/design-system';
import { roleLabel } from '@facet/platform-kernel-web';
import type { PagedTableColumn } from '@facet/platform-web-kit';
import type { RankedMember } from '@facet/profiles-domain';
import { fitPositions, type FitPosition } from '@facet/reports-domain';
import { scalesCatalogue, ValidityBadge } from '@facet/scales';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { profilesMessages as messages } from './messages';

/** A member's result page, with the ranking's profile to be chosen for it on arrival. */
export const rankedResultPath = (
  member: RankedMember,
  profileId: number,
  panelPath = '/company-panel',
) =>
  `${panelPath}/employee/${encodeURIComponent(member.email)}/result/${member.result_id}?profile_id=${profileId}`;

const positionMessages: Record<FitPosition, MessageDescriptor> = {
  inside: scalesCatalogue.messages.positionInside,
  borderline: scalesCatalogue.messages.positionBorderline,
  below: scalesCatalogue.messages.positionBelow,
  above: scalesCatalogue.messages.positionAbove,
};

/**
 * The ranking's columns: the person, the fit, each position count in its own named column (never
 * colour alone), role, finished date, the protocol's status as a badge (so a questionable result
 * stands out in the list) and the link to the result with the profile chosen.
 */
export function rankingColumns(
  intl: IntlShape,
  profileId: number,
  panelPath?: string,
): PagedTableColumn<RankedMember>[] {
  const count = (member: RankedMember, position: FitPosition) =>
    member.counts ? intl.formatNumber(member.counts[position]) : '';
  return [
    {
      id: 'name',
      label: intl.formatMessage(messages.rankingColumnPerson),
      allowsSorting: true,
      isRowHeader: true,
      render: (member) => member.name,
    },
    {
      id: 'fit',
      label: intl.formatMessage(messages.rankingColumnFit),
      allowsSorting: true,
      render: (member) =>
        member.fitPercentage === null
          ? intl.formatMessage(messages.rankingNotCompared)
          : intl.formatNumber(member.fitPercentage / 100, { style: 'percent' }),
    },
    ...fitPositions.map((position) => ({
      id: position,
      label: intl.formatMessage(positionMessages[position]),
      render: (member: RankedMember) => count(member, position),
    })),
    {
      id: 'role',
      label: intl.formatMessage(messages.rankingColumnRole),
      render: (member) => roleLabel(intl, member.member_role),
    },
    {
      id: 'date',
      label: intl.formatMessage(messages.rankingColumnDate),
      allowsSorting: true,
      render: (member) => intl.formatDate(member.date, { dateStyle: 'medium' }),
    },
    {
      id: 'validity',
      label: intl.formatMessage(messages.rankingColumnValidity),
      render: (member) => <ValidityBadge status={member.validity} />,
    },
    {
      id: 'result',
      label: intl.formatMessage(messages.rankingColumnResult),
      render: (member) => (
        <Link href={rankedResultPath(member, profileId, panelPath)}>
          {intl.formatMessage(messages.rankingViewResult, { name: member.name })}
        </Link>
      ),
    },
  ];
}
