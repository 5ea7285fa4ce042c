import { readApiFailure } from '@facet/platform-api-client';
import {
  secondFactorCodeFormSchema,
  totpConfirmSchema,
  type SecondFactorStep,
} from '@facet/session-domain';
import { useEffect, useState } from 'react';
import type { Audience } from '../session-endpoints';
import { Stack } from '@facet/design-system';
import { PasskeyEnrolment } from '../passkeys/PasskeyEnrolment';
import { PasskeySignIn } from '../passkeys/PasskeySignIn';
import { useSessionForm } from '../session-form';
import { RecoveryCodesView } from './RecoveryCodesView';
import { SecondFactorCodeView } from './SecondFactorCodeView';
import {
  useConfirmSignInEnrolmentMutation,
  usePassSecondFactorMutation,
  useStartSignInEnrolmentMutation,
  type SecondStepAnswer,
} from './second-factor-endpoints';
import { TotpSetupView } from './TotpSetupView';
import { useRecoveryCodeActions } from './use-recovery-codes';

export interface SignInSecondStepProps {
  audience: Audience;
  step: SecondFactorStep;
  /** Back to the password, for another account or a sign-in that expired. */
  onRestart: () => void;
  onSignedIn: (answer: SecondStepAnswer) => void;
}

/** The step after a right password when a second factor is due: its code, or its set-up. */
export function SignInSecondStep(props: SignInSecondStepProps) {
  return props.step.secondFactor === 'verify' ? (
    <CodeStep {...props} />
  ) : (
    <EnrolmentStep {...props} />
  );
}

function CodeStep({ audience, step, onRestart, onSignedIn }: SignInSecondStepProps) {
  const [pass, request] = usePassSecondFactorMutation();
  const { form, viewProps } = useSessionForm(secondFactorCodeFormSchema, { code: '' }, request);
  return (
    <SecondFactorCodeView
      {...viewProps}
      onRestart={onRestart}
      passkeyOption={
        <PasskeySignIn audience={audience} challenge={step.challenge} onSignedIn={onSignedIn} />
      }
      onSubmit={() => {
        if (!form.validate()) return;
        const { code } = secondFactorCodeFormSchema.parse(form.values);
        void pass({ audience, challenge: step.challenge, code })
          .unwrap()
          .then(onSignedIn, () => undefined);
      }}
    />
  );
}

function EnrolmentStep({ audience, step, onSignedIn }: SignInSecondStepProps) {
  const [start, started] = useStartSignInEnrolmentMutation();
  const [confirm, request] = useConfirmSignInEnrolmentMutation();
  const { form, viewProps } = useSessionForm(totpConfirmSchema, { code: '' }, request);
  const [enrolled, setEnrolled] = useState<SecondStepAnswer>();
  useEffect(() => {
    void start({ audience, challenge: step.challenge });
  }, [start, audience, step.challenge]);
  const codeActions = useRecoveryCodeActions(enrolled?.recoveryCodes ?? []);
  if (enrolled) {
    return (
      <RecoveryCodesView
        {...codeActions}
        recoveryCodes={enrolled.recoveryCodes ?? []}
        duringSignIn
        onDone={() => onSignedIn(enrolled)}
      />
    );
  }
  return (
    <Stack space="large">
      <TotpSetupView
        {...viewProps}
        duringSignIn
        enrolment={started.data}
        startFailure={readApiFailure(started.error)}
        onSubmit={() => {
          if (!form.validate()) return;
          const { code } = totpConfirmSchema.parse(form.values);
          void confirm({ audience, challenge: step.challenge, code })
            .unwrap()
            .then(setEnrolled, () => undefined);
        }}
      />
      <PasskeyEnrolment audience={audience} challenge={step.challenge} onEnrolled={setEnrolled} />
    </Stack>
  );
}
