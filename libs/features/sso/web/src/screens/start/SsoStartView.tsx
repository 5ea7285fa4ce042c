import {
  Alert,
  Button,
  Card,
  Form,
  FormActions,
  Link,
  Stack,
  Text,
  TextField,
} from '@facet/design-system';
import { failureText, type ApiFailure } from '@facet/platform-api-client';
import type { FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ssoMessages as messages, ssoProblemMessages } from '../../messages';

export interface SsoStartViewProps {
  email: string;
  onEmailChange: (email: string) => void;
  /** The address was checked and is not one. */
  isEmailInvalid: boolean;
  /** On the way to the provider: the start was sent, or its answer is being followed. */
  isStarting: boolean;
  failure?: ApiFailure | undefined;
  onSubmit: (event: FormEvent) => void;
  /** The button was pressed: the address is checked even when the browser stops the submit. */
  onSubmitPress: () => void;
}

/** `/sso`: the person's work address finds their company's provider, where the browser goes next. */
export function SsoStartView({
  email,
  onEmailChange,
  isEmailInvalid,
  isStarting,
  failure,
  onSubmit,
  onSubmitPress,
}: SsoStartViewProps) {
  const intl = useIntl();
  const say = intl.formatMessage;
  return (
    <Card as="section" titleLevel={1} title={say(messages.startTitle)}>
      <Form onSubmit={onSubmit}>
        <Stack space="medium">
          <Text tone="secondary">{say(messages.startIntro)}</Text>
          {failure && (
            <Alert tone="critical">
              {failureText(intl, failure, ssoProblemMessages, messages.startFailed)}
            </Alert>
          )}
          <TextField
            label={say(messages.email)}
            name="email"
            type="email"
            autoComplete="username"
            value={email}
            onChange={onEmailChange}
            isRequired
            isInvalid={isEmailInvalid}
            errorMessage={say(messages.emailInvalid)}
          />
          <FormActions>
            <Button type="submit" isPending={isStarting} onPress={onSubmitPress}>
              {say(messages.continue)}
            </Button>
          </FormActions>
          <Link href="/login" variant="standalone">
            {say(messages.passwordSignIn)}
          </Link>
          <Text size="small" tone="secondary">
            <FormattedMessage
              {...messages.termsNotice}
              values={{
                terms: (
                  <Link key="terms" href="/terms-of-use">
                    {say(messages.termsOfUse)}
                  </Link>
                ),
                privacy: (
                  <Link key="privacy" href="/privacy-policy">
                    {say(messages.privacyPolicy)}
                  </Link>
                ),
              }}
            />
          </Text>
        </Stack>
      </Form>
    </Card>
  );
}
