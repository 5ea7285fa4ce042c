import { profileNameProblemOf, type AccountProfile } from '@facet/account-domain';
import {
  Alert,
  AlertDialog,
  Button,
  Card,
  Column,
  Columns,
  ErrorState,
  Form,
  FormActions,
  Heading,
  Inline,
  Skeleton,
  Stack,
  Text,
  TextField,
} from '@facet/design-system';
import { failureText } from '@facet/platform-api-client';
import type { ApiFailure } from '@facet/platform-api-client';
import { LicenceBadge, roleMessages } from '@facet/platform-kernel-web';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { nameProblemMessages } from './account-labels';
import { leaveArea } from './ProfileCardView.css';
import { accountMessages as messages, accountProblemMessages } from './messages';

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
  const [editing, setEditing] = useState(initialEdit !== undefined);
  const [name, setName] = useState(initialEdit?.name ?? profile?.name ?? '');
  const [showErrors, setShowErrors] = useState(initialEdit?.showErrors ?? false);
  const title = intl.formatMessage(messages.profileTitle);
  const leaveHeadingId = useId();

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

  const problem = profileNameProblemOf(name);
  // A 400 from the server is about the name, the only field it checks.
  const nameError =
    (showErrors && problem && intl.formatMessage(nameProblemMessages[problem])) ||
    (saveFailure?.status === 400 ? intl.formatMessage(messages.nameInvalid) : undefined);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setShowErrors(true);
    if (problem || !onSaveName) return;
    if (await onSaveName(name.trim())) {
      setEditing(false);
      setShowErrors(false);
    }
  };
  const company = profile.company ?? intl.formatMessage(messages.noCompany);
  const isMember = profile.role !== 'undefined';

  const profileCard = (
    <Card as="section" titleLevel={2} title={title}>
      <Stack space="large">
        {editing ? (
          <Form onSubmit={submit} validationBehavior="aria">
            <Stack space="medium">
              {saveFailure && saveFailure.status !== 400 && (
                <Alert tone="critical">{intl.formatMessage(messages.updateFailed)}</Alert>
              )}
              <TextField
                label={intl.formatMessage(messages.fieldName)}
                name="name"
                value={name}
                onChange={setName}
                isRequired
                autoComplete="name"
                isInvalid={nameError !== undefined}
                errorMessage={nameError}
              />
              <FormActions>
                <Button type="submit" isPending={isSaving}>
                  {intl.formatMessage(messages.saveChanges)}
                </Button>
                <Button
                  variant="secondary"
                  onPress={() => {
                    setEditing(false);
                    setName(profile.name);
                    setShowErrors(false);
                  }}
                >
                  {intl.formatMessage(messages.cancel)}
                </Button>
              </FormActions>
            </Stack>
          </Form>
        ) : (
          <Inline space="medium" alignY="center">
            <Detail label={intl.formatMessage(messages.fieldName)}>{profile.name}</Detail>
            <Button
              variant="secondary"
              size="small"
              onPress={() => {
                setName(profile.name);
                setEditing(true);
              }}
            >
              {intl.formatMessage(messages.editName)}
            </Button>
          </Inline>
        )}
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
      </Stack>
    </Card>
  );
  if (!isMember || !onLeave) return profileCard;

  return (
    <Stack space="large">
      {profileCard}
      <section aria-labelledby={leaveHeadingId} className={leaveArea}>
        <Stack space="small">
          <Heading level={2} id={leaveHeadingId}>
            {intl.formatMessage(messages.leaveHeading)}
          </Heading>
          <Text tone="secondary">{intl.formatMessage(messages.leaveSummary)}</Text>
          <Inline space="small">
            <Button variant="critical" size="small" onPress={() => onLeaveDialogOpenChange?.(true)}>
              {intl.formatMessage(messages.leaveCompany)}
            </Button>
          </Inline>
        </Stack>
        <AlertDialog
          title={intl.formatMessage(messages.leaveTitle, { company })}
          confirmLabel={intl.formatMessage(messages.leaveCompany)}
          isOpen={isLeaveDialogOpen}
          onOpenChange={onLeaveDialogOpenChange}
          onConfirm={onLeave}
        >
          <Stack space="medium">
            <Text>{intl.formatMessage(messages.leaveExplanation, { company })}</Text>
            {leaveFailure && (
              <Alert tone="critical">
                {failureText(intl, leaveFailure, accountProblemMessages, messages.leaveFailed)}
              </Alert>
            )}
          </Stack>
        </AlertDialog>
      </section>
    </Stack>
  );
}
