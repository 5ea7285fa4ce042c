import { scales } from '@facet/assessment-domain';
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
import { fallbackLanguage, toLanguage } from '@facet/platform-i18n';
import { requestProblems } from '@facet/platform-kernel';
import { profileNameSchema, type ProfileContent, type ProfileRecord } from '@facet/profiles-domain';
import {
  maximumField,
  minimumField,
  profileFieldsFromRanges,
  rangesFromProfileFields,
  scaleName,
} from '@facet/reports-domain';
import {
  ProfileRangeEditor,
  profileRangeFieldId,
  profileRangeFormErrorId,
  useProfileRangeErrorWords,
  validateProfileRanges,
  type ProfileRangeValues,
} from '@facet/scales';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { actionBar, errorList, errorSummary, form } from './ProfileEditorView.css';
import { profilesMessages as messages, profilesProblemMessages } from '../../messages';
import type { ApplyStartingPoint } from './ProfileStartingPoints';

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

function valuesOf(profile: ProfileRecord | undefined): ProfileRangeValues {
  return profile ? profileFieldsFromRanges(rangesFromProfileFields(profile)) : {};
}

/** One problem of the form: where it is (an element id) and what it is, in words. */
interface Problem {
  targetId: string;
  text: string;
}

/** Focuses a field named in the error summary and brings it to the middle of the screen. */
function focusTarget(targetId: string) {
  const target = document.getElementById(targetId);
  if (!target) return;
  target.focus();
  target.scrollIntoView?.({ block: 'center' });
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
  const language = toLanguage(intl.locale) ?? fallbackLanguage;
  const errorWords = useProfileRangeErrorWords();
  const idPrefix = useId();
  const nameId = `${idPrefix}-name`;
  const summaryId = `${idPrefix}-summary`;
  const [isEditing, setEditing] = useState(mode === 'create' || startsEditing);
  const [name, setName] = useState(profile?.name ?? '');
  const [values, setValues] = useState<ProfileRangeValues>(() => valuesOf(profile));
  // A fresh editor after a template or a copy, so no scale keeps an earlier percentile choice.
  const [editorVersion, setEditorVersion] = useState(0);
  const [hasTriedSaving, setTriedSaving] = useState(startsWithProblemsShown);
  const [focusRequest, setFocusRequest] = useState(0);
  const pendingFocus = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (pendingFocus.current) focusTarget(pendingFocus.current);
    pendingFocus.current = undefined;
  }, [focusRequest]);

  if (loadFailure) {
    return (
      <ErrorState
        message={failureText(intl, loadFailure, profilesProblemMessages, messages.loadFailed)}
        onRetry={onRetry}
      />
    );
  }
  if (isLoading) return <Text tone="secondary">{intl.formatMessage(messages.loading)}</Text>;

  const checkedName = profileNameSchema.safeParse(name);
  const ranges = validateProfileRanges(values);
  const nameError =
    hasTriedSaving && !checkedName.success ? intl.formatMessage(messages.nameInvalid) : undefined;
  const fieldErrors = hasTriedSaving ? ranges.fieldErrors : {};
  const formError = hasTriedSaving ? ranges.formError : undefined;

  const problemsOf = (): Problem[] => {
    const problems: Problem[] = [];
    if (!checkedName.success) {
      problems.push({ targetId: nameId, text: intl.formatMessage(messages.nameInvalid) });
    }
    if (ranges.formError) {
      problems.push({
        targetId: profileRangeFormErrorId(idPrefix),
        text: errorWords(undefined, ranges.formError),
      });
    }
    for (const scale of scales) {
      for (const field of [minimumField(scale), maximumField(scale)]) {
        const error = ranges.fieldErrors[field];
        if (error === undefined) continue;
        problems.push({
          targetId: profileRangeFieldId(idPrefix, field),
          text: intl.formatMessage(messages.errorOfScale, {
            scale: scaleName(scale, language),
            error: errorWords(field, error),
          }),
        });
      }
    }
    return problems;
  };
  const problems = hasTriedSaving ? problemsOf() : [];

  const reset = () => {
    setName(profile?.name ?? '');
    setValues(valuesOf(profile));
    setEditorVersion((version) => version + 1);
    setTriedSaving(false);
  };
  const cancel = () => {
    reset();
    setEditing(false);
  };
  const apply: ApplyStartingPoint = ({ ranges: applied, suggestedName }) => {
    setValues(profileFieldsFromRanges(applied));
    setEditorVersion((version) => version + 1);
    if (suggestedName && name.trim() === '') setName(suggestedName);
  };
  const save = async () => {
    const found = problemsOf();
    setTriedSaving(true);
    if (found.length > 0) {
      pendingFocus.current = found[0]?.targetId ?? summaryId;
      setFocusRequest((request) => request + 1);
      return;
    }
    if (!checkedName.success) return;
    const content = {
      name: checkedName.data,
      ...profileFieldsFromRanges(rangesFromProfileFields(values)),
    };
    if ((await onSave(content)) && mode === 'view') {
      setTriedSaving(false);
      setEditing(false);
    }
  };

  const title =
    mode === 'create'
      ? intl.formatMessage(messages.createTitle)
      : intl.formatMessage(messages.profileTitle, { name: profile?.name ?? '' });
  const saveFailureText =
    saveFailure &&
    failureText(
      intl,
      saveFailure,
      {
        ...profilesProblemMessages,
        [requestProblems.invalid.code]: messages.noValidValues,
      },
      messages.saveFailed,
    );
  return (
    <Stack space="large">
      <Link href={`${panelPath}?tab=profiles`}>{intl.formatMessage(messages.backToPanel)}</Link>
      <Heading level={1}>{title}</Heading>
      {profile?.global && <Alert tone="info">{intl.formatMessage(messages.globalNotice)}</Alert>}
      <div className={form}>
        <TextField
          id={nameId}
          label={intl.formatMessage(messages.nameLabel)}
          value={name}
          onChange={setName}
          isReadOnly={!isEditing}
          isRequired
          isInvalid={nameError !== undefined}
          errorMessage={nameError}
        />
        {isEditing && startingPoints?.(apply)}
        <ProfileRangeEditor
          key={isEditing ? `editing ${editorVersion}` : 'viewing'}
          mode={isEditing ? 'edit' : 'view'}
          idPrefix={idPrefix}
          value={isEditing ? values : valuesOf(profile)}
          onChange={setValues}
          errors={fieldErrors}
          formError={formError}
          isDisabled={isSaving}
        />
        {(isEditing || !profile?.global) && (
          <div className={actionBar}>
            {saveFailureText && <Alert tone="critical">{saveFailureText}</Alert>}
            {problems.length > 0 && (
              <div
                id={summaryId}
                className={errorSummary}
                tabIndex={-1}
                role="group"
                aria-labelledby={`${summaryId}-title`}
              >
                <Text id={`${summaryId}-title`} weight="strong" tone="critical">
                  {intl.formatMessage(messages.errorSummaryTitle, { count: problems.length })}
                </Text>
                <ul className={errorList}>
                  {problems.map((problem) => (
                    <li key={problem.targetId}>
                      <Link onPress={() => focusTarget(problem.targetId)}>{problem.text}</Link>
                    </li>
                  ))}
                </ul>
              </div>
            )}
            <FormActions>
              {isEditing ? (
                <>
                  <Button variant="primary" onPress={() => void save()} isPending={isSaving}>
                    {intl.formatMessage(messages.save)}
                  </Button>
                  {mode === 'view' ? (
                    <Button variant="secondary" onPress={cancel} isDisabled={isSaving}>
                      {intl.formatMessage(messages.cancel)}
                    </Button>
                  ) : (
                    <ButtonLink variant="secondary" href={`${panelPath}?tab=profiles`}>
                      {intl.formatMessage(messages.cancel)}
                    </ButtonLink>
                  )}
                </>
              ) : (
                <Button
                  variant="primary"
                  onPress={() => {
                    reset();
                    setEditing(true);
                  }}
                >
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
