import { Card } from '@facet/design-system';
import { useZodForm } from '@facet/platform-web-kit';
import { passkeyNameFormSchema } from '@facet/session-domain';
import { startRegistration } from '@simplewebauthn/browser';
import { useIntl } from 'react-intl';
import type { Audience } from '../session-endpoints';
import type { SecondStepAnswer } from '../second-factor/second-factor-endpoints';
import { passkeyCatalogue } from './passkey-messages';
import {
  usePasskeyEnrolmentMutation,
  usePasskeyEnrolmentOptionsMutation,
} from './passkey-endpoints';
import { PasskeyAddForm } from './PasskeyAddForm';
import { usePasskeyCeremony } from './use-passkey-ceremony';

export interface PasskeyEnrolmentProps {
  audience: Audience;
  /** The challenge of the sign-in made to set a factor up (D98's `enrol` step). */
  challenge: string;
  onEnrolled: (answer: SecondStepAnswer) => void;
}

/** At a sign-in made to set a factor up: a passkey instead of the app (D100). */
export function PasskeyEnrolment({ audience, challenge, onEnrolled }: PasskeyEnrolmentProps) {
  const intl = useIntl();
  const [askOptions] = usePasskeyEnrolmentOptionsMutation();
  const [enrol] = usePasskeyEnrolmentMutation();
  const naming = useZodForm(passkeyNameFormSchema, { name: '' });
  const ceremony = usePasskeyCeremony(async () => {
    const { name } = passkeyNameFormSchema.parse(naming.values);
    const optionsJSON = await askOptions({ audience, challenge }).unwrap();
    const response = await startRegistration({ optionsJSON });
    return enrol({ audience, challenge, name, response }).unwrap();
  });
  return (
    <Card
      as="section"
      titleLevel={2}
      title={intl.formatMessage(passkeyCatalogue.messages.orPasskey)}
    >
      <PasskeyAddForm
        values={naming.values}
        fieldErrors={naming.fieldErrors}
        isSubmitting={ceremony.isPending}
        problem={ceremony.problem}
        onChange={naming.change}
        onSubmit={() => {
          if (!naming.validate()) return;
          void ceremony.start().then((answer) => answer && onEnrolled(answer));
        }}
      />
    </Card>
  );
}
