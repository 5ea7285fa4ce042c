import type { AccountProfile } from '@facet/account-domain';
import {
  Button,
  Card,
  Column,
  Columns,
  ErrorState,
  Inline,
  Skeleton,
  Stack,
  Text,
} from '@facet/design-system';
import type { ApiFailure } from '@facet/platform-api-client';
import { LicenceBadge, roleMessages } from '@facet/platform-kernel-web';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { LeaveCompanySection } from './LeaveCompanySection';
import { accountMessages as messages } from './messages';
import { ProfileNameForm } from './ProfileNameForm';
import { useProfileNameForm } from './use-profile-name-form';

export interface ProfileCardViewProps {
  profile?: AccountProfile;
  isLoading?: boolean;
  /** The person has a finished result: a licence state of "no" then means the licence was used. */
  hasFinishedAssessment?: boolean;
  loadFailure?: ApiFailure;
  onRetry?: () => void;
  isSaving?: boolean;
  saveFailure?: ApiFailure;
  /** Resolves true when saved, so the card leaves edit mode. */
  onSaveName?: (name: string) => Promise<boolean>;
  /** Starts in edit mode with this name already typed (stories and tests). */
  initialEdit?: { name: string; showErrors?: boolean };
  isLeaveDialogOpen?: boolean;
  onLeaveDialogOpenChange?: (isOpen: boolean) => void;
  leaveFailure?: ApiFailure;
  /** Leaves the company; rejects on failure so the dialog stays open with the message. */
  onLeave?: () => Promise<void>;
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack space="xxsmall">
      <Text size="small" tone="secondary">
        {label}
      </Text>
      <Text weight="strong">{children}</Text>
    </Stack>
  );
}

/**
 * The profile card of /account (name, e-mail, role, company, licence; rename), with leaving the
 * company below it, apart from the everyday details.
 */
export function ProfileCardView({
  profile,
  isLoading,
  hasFinishedAssessment,
  loadFailure,
  onRetry,
  isSaving,
  saveFailure,
  onSaveName,
  initialEdit,
  isLeaveDialogOpen,
  onLeaveDialogOpenChange,
  leaveFailure,
  onLeave,
}: ProfileCardViewProps) {
  const intl = useIntl();
  const nameForm = useProfileNameForm({
    savedName: profile?.name,
    saveFailure,
    onSaveName,
    initialEdit,
  });
  const title = intl.formatMessage(messages.profileTitle);

  if (loadFailure) {
    return (
      <Card as="section" titleLevel={2} title={title}>
        <ErrorState message={intl.formatMessage(messages.loadFailed)} onRetry={onRetry} />
      </Card>
    );
  }
  if (isLoading || !profile) {
    return (
      <Card as="section" titleLevel={2} title={title}>
        <Stack space="small">
          <Text tone="secondary">{intl.formatMessage(messages.loading)}</Text>
          <Skeleton lines={4} />
        </Stack>
      </Card>
    );
  }

  const company = profile.company ?? intl.formatMessage(messages.noCompany);
  const profileCard = (
    <Card as="section" titleLevel={2} title={title}>
      <Stack space="large">
        {nameForm.editing ? (
          <ProfileNameForm form={nameForm} isSaving={isSaving} saveFailure={saveFailure} />
        ) : (
          <Inline space="medium" alignY="center">
            <Detail label={intl.formatMessage(messages.fieldName)}>{profile.name}</Detail>
            <Button variant="secondary" size="small" onPress={nameForm.startEditing}>
              {intl.formatMessage(messages.editName)}
            </Button>
          </Inline>
        )}
        <ProfileDetails
          profile={profile}
          company={company}
          hasFinishedAssessment={hasFinishedAssessment}
        />
      </Stack>
    </Card>
  );
  if (profile.role === 'undefined' || !onLeave) return profileCard;

  return (
    <Stack space="large">
      {profileCard}
      <LeaveCompanySection
        company={company}
        isDialogOpen={isLeaveDialogOpen}
        onDialogOpenChange={onLeaveDialogOpenChange}
        failure={leaveFailure}
        onLeave={onLeave}
      />
    </Stack>
  );
}

interface ProfileDetailsProps {
  profile: AccountProfile;
  company: string;
  hasFinishedAssessment: boolean | undefined;
}

/** The details the card reads out: e-mail, role, company and licence. */
function ProfileDetails({ profile, company, hasFinishedAssessment }: ProfileDetailsProps) {
  const intl = useIntl();
  return (
    <Columns space="medium" collapseBelow="tablet">
      <Column>
        <Stack space="medium">
          <Detail label={intl.formatMessage(messages.fieldEmail)}>{profile.email}</Detail>
          <Detail label={intl.formatMessage(messages.fieldRole)}>
            {intl.formatMessage(roleMessages[profile.role])}
          </Detail>
        </Stack>
      </Column>
      <Column>
        <Stack space="medium">
          <Detail label={intl.formatMessage(messages.fieldCompany)}>{company}</Detail>
          <Detail label={intl.formatMessage(messages.fieldLicence)}>
            <LicenceBadge state={profile.licenceState} hasFinished={hasFinishedAssessment} />
          </Detail>
        </Stack>
      </Column>
    </Columns>
  );
}
