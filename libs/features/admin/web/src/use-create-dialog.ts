import { showToast } from '@facet/design-system';
import { readApiFailure } from '@facet/platform-api-client';
import type { FormDialogState } from '@facet/platform-web-kit';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { adminMessages as messages } from './messages';

type CallError = FetchBaseQueryError | SerializedError;

/** An RTK Query create mutation, as `useCreate…Mutation()` gives it. */
type CreateMutation<Value> = readonly [
  (value: Value) => PromiseLike<{ data: unknown } | { error: CallError }>,
  { isLoading: boolean; error?: CallError | undefined; reset: () => void },
];

/**
 * The create dialog of a back-office tab: it opens with the last failure forgotten, and when the
 * call succeeds it closes and says what was created.
 */
export function useCreateDialog<Value extends { name: string }>([
  create,
  creation,
]: CreateMutation<Value>) {
  const intl = useIntl();
  const [isOpen, setOpen] = useState(false);
  const dialog: FormDialogState<Value> = {
    isOpen,
    onOpenChange: setOpen,
    isSending: creation.isLoading,
    failure: readApiFailure(creation.error),
    onSubmit: async (value) => {
      const answer = await create(value);
      if ('error' in answer) return false;
      setOpen(false);
      showToast({
        title: intl.formatMessage(messages.created, { name: value.name }),
        tone: 'positive',
      });
      return true;
    },
  };
  const open = () => {
    creation.reset();
    setOpen(true);
  };
  return { dialog, open };
}
