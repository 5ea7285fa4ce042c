import { Alert, ButtonLink, Inline } from '@facet/design-system';
import { failureText, type ApiFailure } from '@facet/platform-api-client';
import { accessProblems } from '@facet/platform-kernel';
import { PagedTableView, RowActions, type PagedList } from '@facet/platform-web-kit';
import type { ProfileRecord } from '@facet/profiles-domain';
import { rangesFromProfileFields } from '@facet/reports-domain';
import { useIntl } from 'react-intl';
import { profilesMessages as messages, profilesProblemMessages } from '../../messages';

export const profilePagePath = (profileId: number, panelPath = '/company-panel') =>
  `${panelPath}/profile/${profileId}`;
export const profileCreatePath = (panelPath = '/company-panel') => `${panelPath}/profile/create`;
export const rankingPath = (panelPath = '/company-panel') => `${panelPath}/ranking`;

export interface ProfilesTableViewProps extends PagedList {
  profiles: readonly ProfileRecord[];
  loadFailure?: ApiFailure;
  /** Where the panel lives (`/company-panel` or the back office's company page). */
  panelPath?: string;
  /** Company admins may delete the company's own profiles. */
  canRemove?: boolean;
  removeFailure?: ApiFailure;
  onRemove?: (profile: ProfileRecord) => Promise<void>;
}

/** The Profiles tab of the company panel: own profiles, then the platform's read-only ones. */
export function ProfilesTableView({
  profiles,
  loadFailure,
  panelPath,
  canRemove,
  removeFailure,
  onRemove,
  ...list
}: ProfilesTableViewProps) {
  const intl = useIntl();
  return (
    <PagedTableView
      {...list}
      label={intl.formatMessage(messages.tableLabel)}
      rows={profiles}
      rowKey={(profile) => profile.profile_id}
      columns={[
        {
          id: 'name',
          label: intl.formatMessage(messages.columnName),
          render: (profile) => profile.name,
        },
        {
          id: 'origin',
          label: intl.formatMessage(messages.columnOrigin),
          render: (profile) =>
            intl.formatMessage(profile.global ? messages.originGlobal : messages.originCompany),
        },
        {
          id: 'ranges',
          label: intl.formatMessage(messages.columnRanges),
          render: (profile) =>
            intl.formatNumber(Object.keys(rangesFromProfileFields(profile)).length),
        },
        {
          id: 'actions',
          label: intl.formatMessage(messages.columnActions),
          render: (profile, confirm) => (
            <RowActions
              inspect={{
                href: profilePagePath(profile.profile_id, panelPath),
                label: intl.formatMessage(messages.inspect, { name: profile.name }),
              }}
              remove={
                canRemove && !profile.global
                  ? {
                      label: intl.formatMessage(messages.remove, { name: profile.name }),
                      onPress: confirm,
                    }
                  : undefined
              }
            />
          ),
        },
      ]}
      empty={{
        title: intl.formatMessage(messages.noProfilesTitle),
        description: intl.formatMessage(messages.noProfilesDescription),
      }}
      loadError={loadFailure && intl.formatMessage(messages.loadFailed)}
      confirmation={{
        title: (profile) => intl.formatMessage(messages.removeTitle, { name: profile.name }),
        body: intl.formatMessage(messages.removeBody),
        confirmLabel: intl.formatMessage(messages.removeConfirm),
        onConfirm: (profile) => onRemove?.(profile),
      }}
    >
      <Inline space="small">
        <ButtonLink href={profileCreatePath(panelPath)}>
          {intl.formatMessage(messages.createProfile)}
        </ButtonLink>
        <ButtonLink variant="secondary" href={rankingPath(panelPath)}>
          {intl.formatMessage(messages.rankingTitle)}
        </ButtonLink>
      </Inline>
      {removeFailure && (
        <Alert tone="critical">
          {failureText(
            intl,
            removeFailure,
            { ...profilesProblemMessages, [accessProblems.roleRequired.code]: messages.onlyAdmins },
            messages.removeFailed,
          )}
        </Alert>
      )}
    </PagedTableView>
  );
}
