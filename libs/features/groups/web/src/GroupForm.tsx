import {
  Button,
  FormActions,
  Inline,
  Select,
  Stack,
  TextField,
  type ButtonVariant,
} from '@facet/design-system';
import { groupNameSchema } from '@facet/groups-domain';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { groupsMessages as messages } from './messages';

const noProfile = 'none';

export interface ProfileOption {
  profile_id: number;
  name: string;
}

export interface GroupChange {
  name: string;
  profile_id: number | null;
}

export interface GroupFormProps {
  /** Names the form and its button. */
  label: string;
  submitLabel: string;
  submitVariant: ButtonVariant;
  profiles: readonly ProfileOption[];
  initial?: GroupChange;
  isPending?: boolean;
  isDisabled?: boolean;
  /** Resolves true when saved; `emptyWhenDone` then clears the form for the next group. */
  onSubmit: (change: GroupChange) => Promise<boolean>;
  emptyWhenDone?: boolean;
}

/** A group's name and profile, checked by the shared name rule: create and edit use it. */
export function GroupForm({
  label,
  submitLabel,
  submitVariant,
  profiles,
  initial,
  isPending,
  isDisabled,
  onSubmit,
  emptyWhenDone,
}: GroupFormProps) {
  const intl = useIntl();
  const [name, setName] = useState(initial?.name ?? '');
  const [profileKey, setProfileKey] = useState(
    initial?.profile_id ? String(initial.profile_id) : noProfile,
  );
  const [nameError, setNameError] = useState<string>();
  const submit = async () => {
    const checked = groupNameSchema.safeParse(name);
    setNameError(checked.success ? undefined : intl.formatMessage(messages.nameInvalid));
    if (!checked.success) return;
    const done = await onSubmit({
      name: checked.data,
      profile_id: profileKey === noProfile ? null : Number(profileKey),
    });
    if (done && emptyWhenDone) {
      setName('');
      setProfileKey(noProfile);
    }
  };
  return (
    <form
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack space="small">
        <Inline space="small" alignY="bottom">
          <TextField
            label={intl.formatMessage(messages.nameLabel)}
            value={name}
            onChange={(value) => {
              setName(value);
              setNameError(undefined);
            }}
            isInvalid={nameError !== undefined}
            errorMessage={nameError}
          />
          <Select
            label={intl.formatMessage(messages.profileLabel)}
            options={[
              { id: noProfile, label: intl.formatMessage(messages.noProfile) },
              ...profiles.map((p) => ({ id: String(p.profile_id), label: p.name })),
            ]}
            selectedKey={profileKey}
            onSelectionChange={(key) => setProfileKey(String(key ?? noProfile))}
          />
        </Inline>
        <FormActions>
          <Button
            type="submit"
            variant={submitVariant}
            isPending={isPending}
            isDisabled={isDisabled}
          >
            {submitLabel}
          </Button>
        </FormActions>
      </Stack>
    </form>
  );
}
