import { requestFieldProblems, requestMessageMaxLength } from '@facet/data-rights-domain';
import {
  Alert,
  Button,
  Card,
  Column,
  Columns,
  Container,
  FormActions,
  Select,
  Text,
  TextArea,
  TextField,
} from '@facet/design-system';
import { failureText } from '@facet/platform-api-client';
import type { ApiFailure } from '@facet/platform-api-client';
import { languages } from '@facet/platform-kernel';
import {
  fieldPropsOf,
  requestFieldProblemCatalogue,
  StackedForm,
  useProblemText,
  type FormViewProps,
} from '@facet/platform-web-kit';
import { useIntl, type IntlShape } from 'react-intl';
import { contactMessages as messages, contactProblemMessages } from './messages';
import { PhonePrefixField } from './PhonePrefixField';

export type ContactFormValues = {
  name: string;
  email: string;
  phone_prefix: string;
  phone: string;
  lang: string;
  message: string;
};

export interface ContactFormViewProps extends FormViewProps<ContactFormValues> {
  failure?: ApiFailure;
  isSent: boolean;
}

/** A refused contact request as a sentence, by the cause the server names (spec/api.md §8). */
export function contactFailureText(intl: IntlShape, failure: ApiFailure): string {
  return failureText(intl, failure, contactProblemMessages, messages.sendFailed);
}

/** The name of each product language, in the reader's language ("Inglés"). */
export const languageLabels = {
  en: messages.languageEn,
  es: messages.languageEs,
  pt: messages.languagePt,
};

/** /contact: name, e-mail, phone prefix and phone, language and a message of up to 600 characters. */
export function ContactFormView({
  values,
  fieldErrors,
  isSubmitting,
  failure,
  isSent,
  onChange,
  onSubmit,
}: ContactFormViewProps) {
  const intl = useIntl();
  const problemText = useProblemText(requestFieldProblems, requestFieldProblemCatalogue);
  const field = fieldPropsOf(values, fieldErrors, onChange, problemText);
  return (
    <Container width="small">
      <Card as="section" titleLevel={1} title={intl.formatMessage(messages.formTitle)}>
        {isSent ? (
          <Alert tone="positive">{intl.formatMessage(messages.sent)}</Alert>
        ) : (
          <StackedForm onSubmit={onSubmit}>
            <Text>{intl.formatMessage(messages.formIntro)}</Text>
            {failure && (
              <Alert
                tone={failure.status === 400 || failure.status >= 500 ? 'critical' : 'caution'}
              >
                {contactFailureText(intl, failure)}
              </Alert>
            )}
            <TextField
              label={intl.formatMessage(messages.name)}
              name="name"
              autoComplete="name"
              {...field('name')}
            />
            <TextField
              label={intl.formatMessage(messages.email)}
              name="email"
              type="email"
              autoComplete="email"
              {...field('email')}
            />
            <Columns space="small" collapseBelow="tablet">
              <Column width="1/2">
                <PhonePrefixField
                  prefix={values.phone_prefix}
                  onPrefixChange={(prefix) => onChange('phone_prefix', prefix)}
                  isInvalid={Boolean(fieldErrors['phone_prefix'])}
                  errorMessage={problemText(fieldErrors['phone_prefix'])}
                />
              </Column>
              <Column>
                <TextField
                  label={intl.formatMessage(messages.phone)}
                  name="phone"
                  type="tel"
                  autoComplete="tel-national"
                  {...field('phone')}
                />
              </Column>
            </Columns>
            <Select
              label={intl.formatMessage(messages.language)}
              options={languages.map((language) => ({
                id: language,
                label: intl.formatMessage(languageLabels[language]),
              }))}
              selectedKey={values.lang || null}
              onSelectionChange={(key) => onChange('lang', String(key ?? ''))}
              isInvalid={Boolean(fieldErrors['lang'])}
              errorMessage={problemText(fieldErrors['lang'])}
            />
            <TextArea
              label={intl.formatMessage(messages.message)}
              name="message"
              maxLength={requestMessageMaxLength}
              {...field('message')}
            />
            <FormActions>
              <Button type="submit" isPending={isSubmitting}>
                {intl.formatMessage(messages.send)}
              </Button>
            </FormActions>
          </StackedForm>
        )}
      </Card>
    </Container>
  );
}
