import {
  Alert,
  Button,
  ErrorState,
  Heading,
  Inline,
  Link,
  Stack,
  Text,
  TextField,
} from '@facet/design-system';
import { failureText, type ApiFailure } from '@facet/platform-api-client';
import { profileNameSchema, type ProfileContent, type ProfileRecord } from '@facet/profiles-domain';
import { profileFieldsFromRanges, rangesFromProfileFields } from '@facet/reports-domain';
import {
  ProfileRangeEditor,
  validateProfileRanges,
  type ProfileRangeFieldErrors,
  type ProfileRangeValues,
} from '@facet/scales';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { profilesMessages as messages } from './messages';

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
}

function valuesOf(profile: ProfileRecord | undefined): ProfileRangeValues {
  return profile ? profileFieldsFromRanges(rangesFromProfileFields(profile)) : {};
}

/** /company-panel/profile/create and /company-panel/profile/{id}: name and the 38 ranges. */
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
}: ProfileEditorViewProps) {
  const intl = useIntl();
  const [isEditing, setEditing] = useState(mode === 'create');
  const [name, setName] = useState(profile?.name ?? '');
  const [values, setValues] = useState<ProfileRangeValues>(() => valuesOf(profile));
  const [nameError, setNameError] = useState<string | undefined>();
  const [fieldErrors, setFieldErrors] = useState<ProfileRangeFieldErrors>({});
  const [formError, setFormError] = useState<string | undefined>();

  if (loadFailure) {
    return (
      <ErrorState
        message={failureText(
          intl,
          loadFailure,
          { 404: messages.profileNotFound },
          messages.loadFailed,
        )}
        onRetry={onRetry}
      />
    );
  }
  if (isLoading) return <Text tone="secondary">{intl.formatMessage(messages.loading)}</Text>;

  const startEditing = () => {
    setName(profile?.name ?? '');
    setValues(valuesOf(profile));
    setEditing(true);
  };
  const cancel = () => {
    setName(profile?.name ?? '');
    setValues(valuesOf(profile));
    setNameError(undefined);
    setFieldErrors({});
    setFormError(undefined);
    setEditing(false);
  };
  const save = async () => {
    const checkedName = profileNameSchema.safeParse(name);
    const ranges = validateProfileRanges(values);
    setNameError(checkedName.success ? undefined : intl.formatMessage(messages.nameInvalid));
    setFieldErrors(ranges.fieldErrors);
    setFormError(ranges.formError && intl.formatMessage(messages.noValidValues));
    const rangesValid =
      ranges.formError === undefined && Object.keys(ranges.fieldErrors).length === 0;
    if (!checkedName.success || !rangesValid) return;
    const content = {
      name: checkedName.data,
      ...profileFieldsFromRanges(rangesFromProfileFields(values)),
    };
    if ((await onSave(content)) && mode === 'view') setEditing(false);
  };

  const title =
    mode === 'create'
      ? intl.formatMessage(messages.createTitle)
      : intl.formatMessage(messages.profileTitle, { name: profile?.name ?? '' });
  return (
    <Stack space="large">
      <Link href={`${panelPath}?tab=profiles`}>{intl.formatMessage(messages.backToPanel)}</Link>
      <Heading level={1}>{title}</Heading>
      {profile?.global && <Alert tone="info">{intl.formatMessage(messages.globalNotice)}</Alert>}
      {saveFailure && (
        <Alert tone="critical">
          {failureText(
            intl,
            saveFailure,
            {
              400: messages.noValidValues,
              403: messages.globalNotice,
              404: messages.profileNotFound,
              409: mode === 'create' ? messages.nameExists : messages.changedMeanwhile,
              422: messages.nameUnavailable,
            },
            messages.saveFailed,
          )}
        </Alert>
      )}
      <TextField
        label={intl.formatMessage(messages.nameLabel)}
        value={name}
        onChange={(value) => {
          setName(value);
          setNameError(undefined);
        }}
        isReadOnly={!isEditing}
        isRequired
        isInvalid={nameError !== undefined}
        errorMessage={nameError}
      />
      {isEditing && <Text tone="secondary">{intl.formatMessage(messages.rangesHint)}</Text>}
      <ProfileRangeEditor
        value={isEditing ? values : valuesOf(profile)}
        onChange={setValues}
        errors={fieldErrors}
        formError={formError}
        isDisabled={!isEditing || isSaving}
      />
      <Inline space="small">
        {isEditing ? (
          <>
            <Button variant="primary" onPress={() => void save()} isPending={isSaving}>
              {intl.formatMessage(messages.save)}
            </Button>
            {mode === 'view' && (
              <Button variant="secondary" onPress={cancel} isDisabled={isSaving}>
                {intl.formatMessage(messages.cancel)}
              </Button>
            )}
          </>
        ) : (
          !profile?.global && (
            <Button variant="primary" onPress={startEditing}>
              {intl.formatMessage(messages.edit)}
            </Button>
          )
        )}
      </Inline>
    </Stack>
  );
}
