import { Button, Checkbox, Link, Stack, Text, visuallyHidden } from '@facet/design-system';
import type { ApplicationSource } from '@facet/platform-kernel';
import { roleLabel } from '@facet/platform-kernel-web';
import type { PagedTableColumn } from '@facet/platform-web-kit';
import type { RankedMember } from '@facet/profiles-domain';
import { fitPositions, type FitPosition } from '@facet/reports-domain';
import { FitScoreBar, scalesCatalogue, ValidityBadge } from '@facet/scales';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { interviewGuideHref } from '../../interview-guide-links';
import { profilesMessages as messages } from '../../messages';
import { applicantHireColumn } from './ApplicantHireColumn';

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

const sourceMessages: Record<ApplicationSource, MessageDescriptor> = {
  link: messages.rankingSourceLink,
  invitation: messages.rankingSourceInvitation,
  file: messages.rankingSourceFile,
};

/** When and how a position's applicant applied (D92). */
function applicationColumns(intl: IntlShape): PagedTableColumn<RankedMember>[] {
  return [
    {
      id: 'applied',
      label: intl.formatMessage(messages.rankingColumnApplied),
      hiddenOnPhone: true,
      render: (member) =>
        member.applied_at ? intl.formatDate(member.applied_at, { dateStyle: 'medium' }) : '',
    },
    {
      id: 'source',
      label: intl.formatMessage(messages.rankingColumnSource),
      hiddenOnPhone: true,
      render: (member) => (member.source ? intl.formatMessage(sourceMessages[member.source]) : ''),
    },
  ];
}

/**
 * A position's ranking lists applicants, who are not members (D92): no star (the shortlist is
 * the members'), no role and no link to a member's result page; when and how they applied
 * instead, the interview guide against the position's profile (D89), which reads the result
 * they applied with, and whether they were hired, with the way to mark them so (D94).
 */
export function positionRankingColumns(
  intl: IntlShape,
  profileId: number | undefined,
  panelPath = '/company-panel',
  onAskHire?: (applicant: RankedMember) => void,
): PagedTableColumn<RankedMember>[] {
  const memberOnly = new Set(['shortlist', 'role', 'result']);
  const columns = rankingColumns(intl, 0).filter((column) => !memberOnly.has(column.id));
  const afterDate = columns.findIndex((column) => column.id === 'date') + 1;
  const guide: PagedTableColumn<RankedMember> = {
    id: 'guide',
    label: intl.formatMessage(messages.rankingColumnGuide),
    render: (member) => {
      const href = interviewGuideHref(panelPath, member.email, profileId);
      return href ? (
        <Link href={href}>
          {intl.formatMessage(messages.rankingInterviewGuide, { name: member.name })}
        </Link>
      ) : null;
    },
  };
  return [
    ...columns.slice(0, afterDate),
    ...applicationColumns(intl),
    ...columns.slice(afterDate),
    guide,
    applicantHireColumn(intl, onAskHire),
  ];
}

/** What a row lets the manager do beyond reading it; absent where the API offers no such call. */
export interface RankingRowActions {
  /** Stars (true) or unstars a person on the profile's shortlist. */
  onShortlistChange?: (member: RankedMember, starred: boolean) => void;
  /** The people chosen for the side-by-side comparison, and how to choose or drop one. */
  comparison?: {
    chosen: ReadonlySet<number>;
    /** False once the most people are chosen: no one else may be added. */
    canChooseMore: boolean;
    onChosenChange: (member: RankedMember, chosen: boolean) => void;
  };
}

/** The star of a row: its name says what pressing it does, the glyph only shows the state. */
function ShortlistStar({
  member,
  onChange,
  intl,
}: {
  member: RankedMember;
  onChange?: RankingRowActions['onShortlistChange'];
  intl: IntlShape;
}) {
  if (!onChange) {
    return member.shortlisted ? (
      <Text as="span" size="small">
        <span aria-hidden="true">★ </span>
        {intl.formatMessage(messages.rankingShortlisted)}
      </Text>
    ) : null;
  }
  const label = intl.formatMessage(
    member.shortlisted ? messages.rankingShortlistRemove : messages.rankingShortlistAdd,
    { name: member.name },
  );
  return (
    <Button
      variant="quiet"
      size="small"
      aria-label={label}
      onPress={() => onChange(member, !member.shortlisted)}
    >
      <span aria-hidden="true">{member.shortlisted ? '★' : '☆'}</span>
    </Button>
  );
}

/**
 * The ranking's columns: the shortlist star, the person, the fit score as a bar, the protocol's
 * status as a badge (so a questionable result stands out in the list), each position count in
 * its own named column (never colour alone), role, finished date, the link to the result with
 * the profile chosen, and the box that chooses the person for the comparison. A phone's card
 * keeps the star, the name, the fit, the status, the link and the box.
 */
export function rankingColumns(
  intl: IntlShape,
  profileId: number,
  panelPath?: string,
  actions: RankingRowActions = {},
): PagedTableColumn<RankedMember>[] {
  const count = (member: RankedMember, position: FitPosition) =>
    member.counts ? intl.formatNumber(member.counts[position]) : '';
  const { comparison } = actions;
  const compareColumn: PagedTableColumn<RankedMember>[] = comparison
    ? [
        {
          id: 'compare',
          label: intl.formatMessage(messages.rankingColumnCompare),
          render: (member) => {
            const chosen = comparison.chosen.has(member.user_id);
            return (
              <Checkbox
                isSelected={chosen}
                isDisabled={member.validity === 'invalid' || (!chosen && !comparison.canChooseMore)}
                onChange={(selected) => comparison.onChosenChange(member, selected)}
              >
                <span className={visuallyHidden}>
                  {intl.formatMessage(messages.rankingCompareSelect, { name: member.name })}
                </span>
              </Checkbox>
            );
          },
        },
      ]
    : [];
  return [
    {
      id: 'shortlist',
      label: intl.formatMessage(messages.rankingColumnShortlist),
      render: (member) => (
        <ShortlistStar member={member} onChange={actions.onShortlistChange} intl={intl} />
      ),
    },
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
      render: (member) => (
        <FitScoreBar fitScore={member.fitScore} fitDistance={member.fitDistance} />
      ),
    },
    {
      id: 'validity',
      label: intl.formatMessage(messages.rankingColumnValidity),
      render: (member) => <ValidityBadge status={member.validity} />,
    },
    ...fitPositions.map((position) => ({
      id: position,
      label: intl.formatMessage(positionMessages[position]),
      hiddenOnPhone: true,
      render: (member: RankedMember) => count(member, position),
    })),
    {
      id: 'role',
      label: intl.formatMessage(messages.rankingColumnRole),
      hiddenOnPhone: true,
      render: (member) => (member.member_role ? roleLabel(intl, member.member_role) : ''),
    },
    {
      id: 'date',
      label: intl.formatMessage(messages.rankingColumnDate),
      allowsSorting: true,
      hiddenOnPhone: true,
      render: (member) => intl.formatDate(member.date, { dateStyle: 'medium' }),
    },
    {
      id: 'result',
      label: intl.formatMessage(messages.rankingColumnResult),
      render: (member) => {
        const guideHref = interviewGuideHref(
          panelPath ?? '/company-panel',
          member.email,
          profileId,
        );
        return (
          <Stack space="xsmall">
            <Link href={rankedResultPath(member, profileId, panelPath)}>
              {intl.formatMessage(messages.rankingViewResult, { name: member.name })}
            </Link>
            {guideHref && (
              <Link href={guideHref}>
                {intl.formatMessage(messages.rankingInterviewGuide, { name: member.name })}
              </Link>
            )}
          </Stack>
        );
      },
    },
    ...compareColumn,
  ];
}
