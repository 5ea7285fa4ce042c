import {
  Alert,
  AlertDialog,
  Button,
  EmptyState,
  ErrorState,
  Inline,
  Link,
  Pagination,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableColumn,
  TableHeader,
  TableRow,
  Text,
} from '@facet/design-system';
import { failureText, type ApiFailure } from '@facet/platform-api-client';
import type { ProfileRecord } from '@facet/profiles-domain';
import { rangesFromProfileFields } from '@facet/reports-domain';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { profilesMessages as messages } from './messages';

export const profilePagePath = (profileId: number, panelPath = '/company-panel') =>
  `${panelPath}/profile/${profileId}`;
export const profileCreatePath = (panelPath = '/company-panel') => `${panelPath}/profile/create`;

export interface ProfilesTableViewProps {
  profiles: readonly ProfileRecord[];
  page: number;
  totalPages: number;
  isLoading?: boolean;
  loadFailure?: ApiFailure;
  onRetry?: () => void;
  onPageChange: (page: number) => void;
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
  page,
  totalPages,
  isLoading,
  loadFailure,
  onRetry,
  onPageChange,
  panelPath,
  canRemove,
  removeFailure,
  onRemove,
}: ProfilesTableViewProps) {
  const intl = useIntl();
  const [removing, setRemoving] = useState<ProfileRecord | null>(null);
  if (loadFailure) {
    return <ErrorState message={intl.formatMessage(messages.loadFailed)} onRetry={onRetry} />;
  }
  return (
    <Stack space="medium">
      <Inline space="small">
        <Link href={profileCreatePath(panelPath)} variant="standalone">
          {intl.formatMessage(messages.createProfile)}
        </Link>
      </Inline>
      {removeFailure && (
        <Alert tone="critical">
          {failureText(intl, removeFailure, { 403: messages.onlyAdmins }, messages.removeFailed)}
        </Alert>
      )}
      {isLoading ? (
        <Text tone="secondary">{intl.formatMessage(messages.loading)}</Text>
      ) : (
        <Table aria-label={intl.formatMessage(messages.tableLabel)}>
          <TableHeader>
            <TableColumn id="name" isRowHeader>
              {intl.formatMessage(messages.columnName)}
            </TableColumn>
            <TableColumn id="origin">{intl.formatMessage(messages.columnOrigin)}</TableColumn>
            <TableColumn id="ranges">{intl.formatMessage(messages.columnRanges)}</TableColumn>
            <TableColumn id="actions">{intl.formatMessage(messages.columnActions)}</TableColumn>
          </TableHeader>
          <TableBody
            items={profiles.map((profile) => ({ ...profile, id: profile.profile_id }))}
            emptyContent={
              <EmptyState
                title={intl.formatMessage(messages.noProfilesTitle)}
                description={intl.formatMessage(messages.noProfilesDescription)}
              />
            }
          >
            {(profile) => (
              <TableRow id={profile.profile_id}>
                <TableCell>{profile.name}</TableCell>
                <TableCell>
                  {intl.formatMessage(
                    profile.global ? messages.originGlobal : messages.originCompany,
                  )}
                </TableCell>
                <TableCell>
                  {intl.formatNumber(Object.keys(rangesFromProfileFields(profile)).length)}
                </TableCell>
                <TableCell>
                  <Inline space="small">
                    <Link href={profilePagePath(profile.profile_id, panelPath)}>
                      {intl.formatMessage(messages.inspect, { name: profile.name })}
                    </Link>
                    {canRemove && !profile.global && (
                      <Button
                        size="small"
                        variant="quiet"
                        onPress={() =>
                          setRemoving(
                            profiles.find((p) => p.profile_id === profile.profile_id) ?? null,
                          )
                        }
                      >
                        {intl.formatMessage(messages.remove, { name: profile.name })}
                      </Button>
                    )}
                  </Inline>
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      )}
      <Pagination
        page={page}
        totalPages={totalPages}
        onPageChange={onPageChange}
        isDisabled={isLoading}
      />
      {removing && (
        <AlertDialog
          isOpen
          onOpenChange={(open) => {
            if (!open) setRemoving(null);
          }}
          title={intl.formatMessage(messages.removeTitle, { name: removing.name })}
          confirmLabel={intl.formatMessage(messages.removeConfirm)}
          onConfirm={async () => {
            await onRemove?.(removing);
          }}
        >
          <Text>{intl.formatMessage(messages.removeBody)}</Text>
        </AlertDialog>
      )}
    </Stack>
  );
}
