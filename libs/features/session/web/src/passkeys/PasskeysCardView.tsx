import { Alert, Button, Card, Stack, Text } from '@facet/design-system';
import type { SecondFactorsAnswer } from '@facet/session-domain';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { passkeyCatalogue } from './passkey-messages';
import { PasskeyAddForm, type PasskeyAddFormProps } from './PasskeyAddForm';

const { messages } = passkeyCatalogue;

export type Passkey = SecondFactorsAnswer['factors'][number];

export interface PasskeysCardViewProps extends PasskeyAddFormProps {
  passkeys: Passkey[];
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
        <PasskeyAddForm
          values={values}
          fieldErrors={fieldErrors}
          isSubmitting={isSubmitting}
          problem={problem}
          onChange={onChange}
          onSubmit={onSubmit}
        />
      </Stack>
    </Card>
  );
}
