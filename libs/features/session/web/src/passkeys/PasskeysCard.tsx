import { useZodForm } from '@facet/platform-web-kit';
import {
  passkeyNameFormSchema,
  removeSecondFactorFormSchema,
  type SecondFactorsAnswer,
} from '@facet/session-domain';
import { startRegistration } from '@simplewebauthn/browser';
import { useState } from 'react';
import type { Audience } from '../session-endpoints';
import { useSessionForm } from '../session-form';
import { RecoveryCodesView } from '../second-factor/RecoveryCodesView';
import { RemoveFactorForm } from '../second-factor/RemoveFactorForm';
import { useRecoveryCodeActions } from '../second-factor/use-recovery-codes';
import {
  useAddPasskeyMutation,
  usePasskeyRegistrationOptionsMutation,
  useRemovePasskeyMutation,
} from './passkey-endpoints';
import { PasskeysCardView } from './PasskeysCardView';
import { usePasskeyCeremony } from './use-passkey-ceremony';

/**
 * The person's passkeys on the Security tab (D100): adding one runs the browser's prompt; the
 * first factor added shows its recovery codes once, as the app's set-up does.
 */
export function PasskeysCard({
  audience,
  factors,
}: {
  audience: Audience;
  factors: SecondFactorsAnswer;
}) {
  const [askOptions] = usePasskeyRegistrationOptionsMutation();
  const [add] = useAddPasskeyMutation();
  const [remove, removing] = useRemovePasskeyMutation();
  const naming = useZodForm(passkeyNameFormSchema, { name: '' });
  const removal = useSessionForm(
    removeSecondFactorFormSchema,
    { code: '', password: '' },
    removing,
  );
  const [removingId, setRemovingId] = useState<number>();
  const [notice, setNotice] = useState<'addedNotice' | 'removedNotice'>();
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>([]);
  const codeActions = useRecoveryCodeActions(recoveryCodes);
  const ceremony = usePasskeyCeremony(async () => {
    const { name } = passkeyNameFormSchema.parse(naming.values);
    const optionsJSON = await askOptions(audience).unwrap();
    const response = await startRegistration({ optionsJSON });
    return add({ audience, name, response }).unwrap();
  });

  if (recoveryCodes.length > 0) {
    return (
      <RecoveryCodesView
        {...codeActions}
        recoveryCodes={recoveryCodes}
        duringSignIn={false}
        onDone={() => setRecoveryCodes([])}
      />
    );
  }
  return (
    <PasskeysCardView
      passkeys={factors.factors.filter((factor) => factor.kind === 'passkey')}
      values={naming.values}
      fieldErrors={naming.fieldErrors}
      isSubmitting={ceremony.isPending}
      problem={ceremony.problem}
      notice={notice}
      onChange={naming.change}
      onSubmit={() => {
        if (!naming.validate()) return;
        setNotice(undefined);
        void ceremony.start().then((added) => {
          if (!added) return;
          naming.reset();
          setNotice('addedNotice');
          setRecoveryCodes(added.recoveryCodes ?? []);
        });
      }}
      removingId={removingId}
      onRemove={(id) => {
        setNotice(undefined);
        setRemovingId(id);
      }}
      removeForm={
        <RemoveFactorForm
          {...removal.viewProps}
          onSubmit={() => {
            if (!removal.form.validate() || removingId === undefined) return;
            const proof = removeSecondFactorFormSchema.parse(removal.form.values);
            void remove({ audience, id: removingId, ...proof })
              .unwrap()
              .then(
                () => {
                  setRemovingId(undefined);
                  setNotice('removedNotice');
                },
                () => undefined,
              );
          }}
        />
      }
    />
  );
}
