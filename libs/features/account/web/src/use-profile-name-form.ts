import { profileNameProblemOf } from '@facet/account-domain';
import type { ApiFailure } from '@facet/platform-api-client';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { nameProblemMessages } from './account-labels';
import { accountMessages as messages } from './messages';

interface ProfileNameFormOptions {
  /** The saved name, which editing starts from and cancelling returns to. */
  savedName: string | undefined;
  saveFailure: ApiFailure | undefined;
  /** Resolves true when saved, so the card leaves edit mode. */
  onSaveName: ((name: string) => Promise<boolean>) | undefined;
  /** Starts in edit mode with this name already typed (stories and tests). */
  initialEdit: { name: string; showErrors?: boolean } | undefined;
}

/** The profile card's rename: whether it is editing, the typed name and its error, and its actions. */
export function useProfileNameForm({
  savedName,
  saveFailure,
  onSaveName,
  initialEdit,
}: ProfileNameFormOptions) {
  const intl = useIntl();
  const [editing, setEditing] = useState(initialEdit !== undefined);
  const [name, setName] = useState(initialEdit?.name ?? savedName ?? '');
  const [showErrors, setShowErrors] = useState(initialEdit?.showErrors ?? false);

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
  const startEditing = () => {
    setName(savedName ?? '');
    setEditing(true);
  };
  const cancel = () => {
    setEditing(false);
    setName(savedName ?? '');
    setShowErrors(false);
  };
  return { editing, name, setName, nameError, submit, startEditing, cancel };
}

/** The rename's state and actions, as the profile card's edit form takes them. */
export type ProfileNameFormState = ReturnType<typeof useProfileNameForm>;
