import type { LicenceCounts } from '@facet/company-domain';
import { LicenceCountsView } from '@facet/company-web';
import { Alert, Button, Dialog, DialogActions, Stack, TextField } from '@facet/design-system';
import { failureText, type ApiFailure } from '@facet/platform-api-client';
import { requestProblems } from '@facet/platform-kernel';
import { useIntl } from 'react-intl';
import { adminMessages as messages, adminProblemMessages } from '../../messages';
import { useLicenceCountForm, type LicenceChange } from './use-licence-count-form';

export interface LicencesDialogViewProps {
  company: { name: string; licenceCounts: LicenceCounts };
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  isSending?: boolean;
  failure?: { change: LicenceChange } & ApiFailure;
  /** Resolves true when done, so the dialog closes. */
  onSubmit: (change: LicenceChange, count: number) => Promise<boolean>;
}

/**
 * Add or revoke licences: the company's licences in the one vocabulary (D61, D71), then one
 * whole number (1 to 2,147,483,647) and two actions.
 */
export function LicencesDialogView({
  company,
  isOpen,
  onOpenChange,
  isSending,
  failure,
  onSubmit,
}: LicencesDialogViewProps) {
  const intl = useIntl();
  const { count, setCount, countInvalid, submit } = useLicenceCountForm(onSubmit);

  return (
    <Dialog
      title={intl.formatMessage(messages.licencesOf, { name: company.name })}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
    >
      {(close) => (
        <Stack space="medium">
          <LicenceCountsView counts={company.licenceCounts} />
          {failure && (
            <Alert tone="critical">
              {failureText(
                intl,
                failure,
                {
                  ...adminProblemMessages,
                  [requestProblems.invalid.code]: messages.licenceCountInvalid,
                },
                messages.licencesFailed,
              )}
            </Alert>
          )}
          <TextField
            label={intl.formatMessage(messages.licenceCount)}
            inputMode="numeric"
            value={count}
            onChange={setCount}
            isRequired
            autoFocus
            isInvalid={countInvalid}
            errorMessage={intl.formatMessage(messages.licenceCountInvalid)}
          />
          <DialogActions>
            <Button variant="secondary" onPress={close}>
              {intl.formatMessage(messages.cancel)}
            </Button>
            <Button variant="critical" isPending={isSending} onPress={() => void submit('revoke')}>
              {intl.formatMessage(messages.revokeLicences)}
            </Button>
            <Button isPending={isSending} onPress={() => void submit('add')}>
              {intl.formatMessage(messages.addLicences)}
            </Button>
          </DialogActions>
        </Stack>
      )}
    </Dialog>
  );
}
