import { Alert, Button, Card, FormActions, Stack, Text, TextField } from '@facet/design-system';
import { fieldPropsOf, StackedForm, type FormViewProps } from '@facet/platform-web-kit';
import type { PasskeyNameForm, SecondFactorsAnswer } from '@facet/session-domain';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useFieldProblemText } from '../session-form';
import { passkeyCatalogue } from './passkey-messages';
import { PasskeyProblemAlert } from './PasskeyProblemAlert';
import type { PasskeyProblem } from './use-passkey-ceremony';

const { messages } = passkeyCatalogue;

export type Passkey = SecondFactorsAnswer['factors'][number];

export interface PasskeysCardViewProps extends FormViewProps<PasskeyNameForm> {
  passkeys: Passkey[];
  /** Why the last passkey could not be added. */
  problem?: PasskeyProblem;
  notice?: 'addedNotice' | 'removedNotice';
  /** The passkey being removed, whose removal form shows under it. */
  removingId?: number;
  onRemove: (id: number) => void;
  /** The removal form (RemoveFactorForm) of the passkey being removed. */
  removeForm: ReactNode;
}

/** The Security tab's passkeys (D100): each by name and dates, add one, remove one. */
export function PasskeysCardView({
  passkeys,
  values,
  fieldErrors,
  isSubmitting,
  problem,
  notice,
  removingId,
  onRemove,
  removeForm,
  onChange,
  onSubmit,
}: PasskeysCardViewProps) {
  const intl = useIntl();
  const problemText = useFieldProblemText();
  const field = fieldPropsOf(values, fieldErrors, onChange, problemText);
  const date = (iso: string) => intl.formatDate(iso, { dateStyle: 'long' });
  return (
    <Card as="section" titleLevel={2} title={intl.formatMessage(messages.title)}>
      <Stack space="medium">
        <Text>{intl.formatMessage(messages.intro)}</Text>
        {notice && <Alert tone="positive">{intl.formatMessage(messages[notice])}</Alert>}
        {passkeys.length === 0 ? (
          <Text>{intl.formatMessage(messages.none)}</Text>
        ) : (
          <ul aria-label={intl.formatMessage(messages.title)}>
            {passkeys.map((passkey) => (
              <li key={passkey.id}>
                <Stack space="small">
                  <Text weight="strong">{passkey.name}</Text>
                  <Text>
                    {intl.formatMessage(messages.added, { date: date(passkey.createdAt) })}
                    {' · '}
                    {passkey.lastUsedAt
                      ? intl.formatMessage(messages.lastUsed, { date: date(passkey.lastUsedAt) })
                      : intl.formatMessage(messages.neverUsed)}
                  </Text>
                  {removingId === passkey.id ? (
                    removeForm
                  ) : (
                    <div>
                      <Button variant="quiet" onPress={() => onRemove(passkey.id)}>
                        {intl.formatMessage(messages.removeNamed, { name: passkey.name })}
                      </Button>
                    </div>
                  )}
                </Stack>
              </li>
            ))}
          </ul>
        )}
        <StackedForm onSubmit={onSubmit}>
          {problem && <PasskeyProblemAlert problem={problem} />}
          <TextField
            label={intl.formatMessage(messages.nameLabel)}
            description={intl.formatMessage(messages.nameHint)}
            name="passkeyName"
            {...field('name')}
          />
          <FormActions>
            <Button type="submit" isPending={isSubmitting}>
              {intl.formatMessage(messages.add)}
            </Button>
          </FormActions>
        </StackedForm>
      </Stack>
    </Card>
  );
}
