import {
  dataRights,
  requestFieldProblems,
  requestMessageMaxLength,
  rightsNeedingEntity,
  type DataRight,
} from '@facet/data-rights-domain';
import {
  Alert,
  Button,
  Card,
  FormActions,
  Link,
  Radio,
  RadioGroup,
  Select,
  Stack,
  Text,
  TextArea,
  TextField,
} from '@facet/design-system';
import type { ApiFailure } from '@facet/platform-api-client';
import {
  fieldPropsOf,
  requestFieldProblemCatalogue,
  StackedForm,
  useProblemText,
  type FormViewProps,
} from '@facet/platform-web-kit';
import { useIntl } from 'react-intl';
import { dataRightsMessages as messages } from '../../messages';
import { requestFailureText, rightLabel } from '../../request-texts';

export type DataRightsFormValues = {
  name: string;
  email: string;
  phone: string;
  right: string;
  entity: string;
  message: string;
};

export interface DataRightsFormViewProps extends FormViewProps<DataRightsFormValues> {
  failure?: ApiFailure;
  /** The filed request (201): its number, and its page when the person is signed in. */
  received?: { number: number; link?: string };
}

/** /arsulipo: the data-rights request form, for visitors and signed-in users. */
export function DataRightsFormView({
  values,
  fieldErrors,
  isSubmitting,
  failure,
  received,
  onChange,
  onSubmit,
}: DataRightsFormViewProps) {
  const intl = useIntl();
  const problemText = useProblemText(requestFieldProblems, requestFieldProblemCatalogue);
  const needsEntity = rightsNeedingEntity.includes(values.right as DataRight);
  const field = fieldPropsOf(values, fieldErrors, onChange, problemText);
  return (
    <Card as="section" titleLevel={1} title={intl.formatMessage(messages.formTitle)}>
      {received ? (
        <Stack space="medium">
          <Alert tone="positive">{intl.formatMessage(messages.received)}</Alert>
          {received.link && (
            <Link href={received.link} variant="standalone">
              {intl.formatMessage(messages.viewRequest)}
            </Link>
          )}
        </Stack>
      ) : (
        <StackedForm onSubmit={onSubmit}>
          <Text>{intl.formatMessage(messages.formIntro)}</Text>
          {failure && failure.status !== 400 && (
            <Alert tone="critical">{requestFailureText(intl, failure)}</Alert>
          )}
          {failure?.status === 400 && (
            <Alert tone="critical">{intl.formatMessage(messages.requestError)}</Alert>
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
          <TextField
            label={intl.formatMessage(messages.phone)}
            name="phone"
            type="tel"
            autoComplete="tel"
            {...field('phone')}
          />
          <Select
            label={intl.formatMessage(messages.right)}
            placeholder={intl.formatMessage(messages.chooseRight)}
            options={dataRights.map((right) => ({ id: right, label: rightLabel(intl, right) }))}
            selectedKey={values.right || null}
            onSelectionChange={(key) => onChange('right', String(key ?? ''))}
            isInvalid={Boolean(fieldErrors['right'])}
            errorMessage={problemText(fieldErrors['right'])}
          />
          {needsEntity && (
            <RadioGroup
              label={intl.formatMessage(messages.entity)}
              value={values.entity || null}
              onChange={(value) => onChange('entity', value)}
              isInvalid={Boolean(fieldErrors['entity'])}
              errorMessage={problemText(fieldErrors['entity'])}
            >
              <Radio value="employee">{intl.formatMessage(messages.entityEmployee)}</Radio>
              <Radio value="company">{intl.formatMessage(messages.entityCompany)}</Radio>
            </RadioGroup>
          )}
          <TextArea
            label={intl.formatMessage(messages.details)}
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
  );
}
