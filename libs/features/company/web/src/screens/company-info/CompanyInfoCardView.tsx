import { companyEmailSchema, companyNameSchema, type CompanyRecord } from '@facet/company-domain';
import {
  Alert,
  Button,
  Card,
  Column,
  Columns,
  ErrorState,
  Form,
  FormActions,
  Heading,
  Inline,
  Skeleton,
  Stack,
  Text,
  TextField,
} from '@facet/design-system';
import { failureText, type ApiFailure } from '@facet/platform-api-client';
import { accessProblems } from '@facet/platform-kernel';
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { DetailItem } from '../../DetailItem';
import { LicenceCountsView } from '../dashboard/LicenceCountsView';
import { companyMessages as messages, companyProblemMessages } from '../../messages';

export interface CompanyInfoCardViewProps {
  company?: CompanyRecord;
  isLoading?: boolean;
  loadFailure?: ApiFailure;
  onRetry?: () => void;
  /** Company admins may edit name and e-mail. */
  canEdit?: boolean;
  isSaving?: boolean;
  saveFailure?: ApiFailure;
  /** Resolves true when saved, so the card leaves edit mode. */
  onSave?: (update: { name: string; email: string }) => Promise<boolean>;
  /** Starts in edit mode (stories). */
  initiallyEditing?: boolean;
}

/** The company info card of the panel: administrator, e-mails, licences; editable by admins. */
export function CompanyInfoCardView({
  company,
  isLoading,
  loadFailure,
  onRetry,
  canEdit,
  isSaving,
  saveFailure,
  onSave,
  initiallyEditing = false,
}: CompanyInfoCardViewProps) {
  const intl = useIntl();
  const [editing, setEditing] = useState(initiallyEditing);
  const [name, setName] = useState(company?.name ?? '');
  const [email, setEmail] = useState(company?.email ?? '');
  const [touched, setTouched] = useState(false);
  const licencesHeadingId = useId();
  const title = intl.formatMessage(messages.infoTitle);

  if (loadFailure) {
    return (
      <Card title={title}>
        <ErrorState message={intl.formatMessage(messages.loadCompanyFailed)} onRetry={onRetry} />
      </Card>
    );
  }
  if (isLoading || !company) {
    return (
      <Card title={title}>
        <Stack space="small">
          <Text tone="secondary">{intl.formatMessage(messages.loading)}</Text>
          <Skeleton shape="text" />
          <Skeleton shape="text" />
        </Stack>
      </Card>
    );
  }
  const nameValid = companyNameSchema.safeParse(name).success;
  const emailValid = companyEmailSchema.safeParse(email).success;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!nameValid || !emailValid || !onSave) return;
    if (await onSave({ name, email })) setEditing(false);
  };
  const notSet = intl.formatMessage(messages.notSet);

  if (editing) {
    return (
      <Card title={title}>
        <Form onSubmit={submit}>
          <Stack space="medium">
            {saveFailure && (
              <Alert tone="critical">
                {failureText(
                  intl,
                  saveFailure,
                  {
                    ...companyProblemMessages,
                    [accessProblems.roleRequired.code]: messages.updateForbidden,
                  },
                  messages.updateFailed,
                )}
              </Alert>
            )}
            <TextField
              label={intl.formatMessage(messages.fieldName)}
              value={name}
              onChange={setName}
              isRequired
              isInvalid={touched && !nameValid}
              errorMessage={intl.formatMessage(messages.nameInvalid)}
            />
            <TextField
              label={intl.formatMessage(messages.fieldEmail)}
              type="email"
              value={email}
              onChange={setEmail}
              isRequired
              isInvalid={touched && !emailValid}
              errorMessage={intl.formatMessage(messages.emailInvalid)}
            />
            <FormActions>
              <Button type="submit" isPending={isSaving} onPress={() => setTouched(true)}>
                {intl.formatMessage(messages.save)}
              </Button>
              <Button
                variant="secondary"
                onPress={() => {
                  setEditing(false);
                  setName(company.name);
                  setEmail(company.email);
                  setTouched(false);
                }}
              >
                {intl.formatMessage(messages.cancel)}
              </Button>
            </FormActions>
          </Stack>
        </Form>
      </Card>
    );
  }

  return (
    <Card title={title}>
      <Stack space="medium">
        <Columns space="medium" collapseBelow="tablet">
          <Column>
            <Stack space="medium">
              <DetailItem label={intl.formatMessage(messages.fieldName)} value={company.name} />
              <DetailItem label={intl.formatMessage(messages.fieldEmail)} value={company.email} />
            </Stack>
          </Column>
          <Column>
            <Stack space="medium">
              <DetailItem
                label={intl.formatMessage(messages.administrator)}
                value={company.administrator ?? notSet}
              />
              <DetailItem
                label={intl.formatMessage(messages.adminEmail)}
                value={company.adminEmail ?? notSet}
              />
            </Stack>
          </Column>
          <Column>
            <Stack space="medium">
              <DetailItem
                label={intl.formatMessage(messages.employeesCount)}
                value={String(company.employees)}
              />
            </Stack>
          </Column>
        </Columns>
        <section aria-labelledby={licencesHeadingId}>
          <Stack space="small">
            <Heading level={3} id={licencesHeadingId}>
              {intl.formatMessage(messages.licences)}
            </Heading>
            <LicenceCountsView counts={company.licenceCounts} />
          </Stack>
        </section>
        {canEdit && (
          <Inline space="small">
            <Button
              variant="secondary"
              onPress={() => {
                setName(company.name);
                setEmail(company.email);
                setEditing(true);
              }}
            >
              {intl.formatMessage(messages.edit)}
            </Button>
          </Inline>
        )}
      </Stack>
    </Card>
  );
}
