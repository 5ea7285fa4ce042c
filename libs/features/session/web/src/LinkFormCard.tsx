import { Button, Card, FormActions, Stack } from '@facet/design-system';
import { StackedForm } from '@facet/platform-web-kit';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { sessionCatalogue, type SessionMessage } from './messages';
import { OutcomeAlerts, type OutcomeAlertsProps } from './OutcomeAlerts';

export interface LinkFormCardProps extends OutcomeAlertsProps {
  title: SessionMessage;
  /** The e-mailed link is unknown, expired or used: no form, only the way out. */
  linkIsDead: boolean;
  onSubmit: () => void;
  isSubmitting: boolean;
  submitLabel: SessionMessage;
  /** What stands above the form's fields, e.g. who sent the link. */
  intro?: ReactNode;
  /** The form's fields. */
  children: ReactNode;
  /** What stands under the submit button. */
  afterSubmit?: ReactNode;
  /** The links under the form, shown in every state. */
  footer: ReactNode;
}

/** A page opened from an e-mailed link: its form until done, then the outcome and the way on. */
export function LinkFormCard({
  title,
  linkIsDead,
  onSubmit,
  isSubmitting,
  submitLabel,
  intro,
  children,
  afterSubmit,
  footer,
  ...outcome
}: LinkFormCardProps) {
  const intl = useIntl();
  const { messages } = sessionCatalogue;
  return (
    <Card as="section" titleLevel={1} title={intl.formatMessage(messages[title])}>
      <Stack space="medium">
        <OutcomeAlerts {...outcome} />
        {!outcome.isDone && !linkIsDead && (
          <StackedForm onSubmit={onSubmit}>
            {intro}
            {children}
            <FormActions>
              <Button type="submit" isPending={isSubmitting}>
                {intl.formatMessage(messages[submitLabel])}
              </Button>
            </FormActions>
            {afterSubmit}
          </StackedForm>
        )}
        {footer}
      </Stack>
    </Card>
  );
}
