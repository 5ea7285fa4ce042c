import {
  Alert,
  Button,
  ButtonLink,
  ErrorState,
  FormActions,
  Heading,
  Link,
  Stack,
  Text,
  TextField,
} from '@facet/design-system';
import { failureText, type ApiFailure } from '@facet/platform-api-client';
import { requestProblems } from '@facet/platform-kernel';
import type { ProfileContent, ProfileRecord } from '@facet/profiles-domain';
import { ProfileRangeEditor } from '@facet/scales';
import type { ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { actionBar, form } from './ProfileEditorView.css';
import { profilesMessages as messages, profilesProblemMessages } from '../../messages';
import type { ApplyStartingPoint } from './ProfileStartingPoints';
import { ProblemSummary } from './ProblemSummary';
import { useProfileEditorForm, valuesOf } from './use-profile-editor-form';

export interface ProfileEditorViewProps {
  /** 'create' starts editing an empty profile; 'view' shows one with Edit (unless global). */
  mode: 'create' | 'view';
  profile?: ProfileRecord;
  isLoading?: boolean;
  loadFailure?: ApiFailure;
  onRetry?: () => void;
  isSaving?: boolean;
  saveFailure?: ApiFailure;
  /** Resolves true when saved, so the view leaves editing. */
  onSave: (content: ProfileContent) => Promise<boolean>;
  /** Where the panel lives (`/company-panel` or the back office's company page). */
  panelPath?: string;
  /**
   * The ways to fill the editor at once (templates, copies), shown while editing; they call
   * `apply` with the ranges to take.
   */
  startingPoints?: (apply: ApplyStartingPoint) => ReactNode;
  /** Starts in editing, as if Edit had been pressed (stories of a profile being edited). */
  startsEditing?: boolean;
  /** Starts as after a Save with problems, listing them (stories of a failed save). */
  startsWithProblemsShown?: boolean;
}

/** Why a save failed, in words; a name taken means another profile when creating, else a change. */
function saveFailureTextOf(intl: IntlShape, failure: ApiFailure) {
  return failureText(
    intl,
    failure,
    {
      ...profilesProblemMessages,
      [requestProblems.invalid.code]: messages.noValidValues,
    },
    messages.saveFailed,
  );
}

/**
 * /company-panel/profile/create and /company-panel/profile/{id}: the name and the ranges in plain
 * language. Viewing shows only the scales with a range. Save and Cancel sit in a bar that sticks
 * to the bottom of the screen; a Save with problems lists them next to it, each a link to its
 * field, and moves focus to the first.
 */
export function ProfileEditorView({
  mode,
  profile,
  isLoading,
  loadFailure,
  onRetry,
  isSaving,
  saveFailure,
  onSave,
  panelPath = '/company-panel',
  startingPoints,
  startsEditing = false,
  startsWithProblemsShown = false,
}: ProfileEditorViewProps) {
  const intl = useIntl();
  const editor = useProfileEditorForm({
    mode,
    profile,
    onSave,
    startsEditing,
    startsWithProblemsShown,
  });

  if (loadFailure) {
    return (
      <ErrorState
        message={failureText(intl, loadFailure, profilesProblemMessages, messages.loadFailed)}
        onRetry={onRetry}
      />
    );
  }
  if (isLoading) return <Text tone="secondary">{intl.formatMessage(messages.loading)}</Text>;

  const title =
    mode === 'create'
      ? intl.formatMessage(messages.createTitle)
      : intl.formatMessage(messages.profileTitle, { name: profile?.name ?? '' });
  const saveFailureText = saveFailure && saveFailureTextOf(intl, saveFailure);
  return (
    <Stack space="large">
      <Link href={`${panelPath}?tab=profiles`}>{intl.formatMessage(messages.backToPanel)}</Link>
      <Heading level={1}>{title}</Heading>
      {profile?.global && <Alert tone="info">{intl.formatMessage(messages.globalNotice)}</Alert>}
      <div className={form}>
        <TextField
          id={editor.nameId}
          label={intl.formatMessage(messages.nameLabel)}
          value={editor.name}
          onChange={editor.setName}
          isReadOnly={!editor.isEditing}
          isRequired
          isInvalid={editor.nameError !== undefined}
          errorMessage={editor.nameError}
        />
        {editor.isEditing && startingPoints?.(editor.apply)}
        <ProfileRangeEditor
          key={editor.isEditing ? `editing ${editor.editorVersion}` : 'viewing'}
          mode={editor.isEditing ? 'edit' : 'view'}
          idPrefix={editor.idPrefix}
          value={editor.isEditing ? editor.values : valuesOf(profile)}
          onChange={editor.setValues}
          errors={editor.fieldErrors}
          formError={editor.formError}
          isDisabled={isSaving}
        />
        {(editor.isEditing || !profile?.global) && (
          <div className={actionBar}>
            {saveFailureText && <Alert tone="critical">{saveFailureText}</Alert>}
            {editor.problems.length > 0 && (
              <ProblemSummary id={editor.summaryId} problems={editor.problems} />
            )}
            <FormActions>
              {editor.isEditing ? (
                <>
                  <Button variant="primary" onPress={() => void editor.save()} isPending={isSaving}>
                    {intl.formatMessage(messages.save)}
                  </Button>
                  {mode === 'view' ? (
                    <Button variant="secondary" onPress={editor.cancel} isDisabled={isSaving}>
                      {intl.formatMessage(messages.cancel)}
                    </Button>
                  ) : (
                    <ButtonLink variant="secondary" href={`${panelPath}?tab=profiles`}>
                      {intl.formatMessage(messages.cancel)}
                    </ButtonLink>
                  )}
                </>
              ) : (
                <Button variant="primary" onPress={editor.edit}>
                  {intl.formatMessage(messages.edit)}
                </Button>
              )}
            </FormActions>
          </div>
        )}
      </div>
    </Stack>
  );
}
