import {
  rightsNeverGranted,
  type DataRight,
  type DataRightsEntity,
} from '@facet/data-rights-domain';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogTrigger,
  Radio,
  RadioGroup,
  Stack,
  Text,
  TextField,
} from '@facet/design-system';
import type { ApiFailure } from '@facet/platform-api-client';
import { useIntl } from 'react-intl';
import { dataRightsMessages as messages } from '../../messages';
import { requestFailureText } from '../../request-texts';
import { useResolutionForm, type Resolution } from './use-resolution-form';

export interface ResolveDialogViewProps {
  number: number;
  right: DataRight;
  entity: DataRightsEntity | null;
  isResolving: boolean;
  failure?: ApiFailure;
  onResolve: (resolution: Resolution) => Promise<boolean>;
  /** Opens the dialog at once (stories and tests). */
  defaultOpen?: boolean;
}

const applyLabel = {
  access: messages.applyAccess,
  portability: messages.applyPortability,
  rectification: messages.applyRectification,
  suppression: messages.applySuppression,
  objection: messages.applyRefusal,
  limitation: messages.applyRefusal,
} as const;

/**
 * The admin's resolve dialog: applies the solution of the requested right and closes once it
 * is applied (a created document's links then show on the page).
 */
export function ResolveDialogView({
  number,
  right,
  entity: requestedEntity,
  isResolving,
  failure,
  onResolve,
  defaultOpen,
}: ResolveDialogViewProps) {
  const intl = useIntl();
  const form = useResolutionForm(requestedEntity);
  const refused = rightsNeverGranted.includes(right);
  const needsEntity =
    right === 'portability' || right === 'rectification' || right === 'suppression';
  return (
    <DialogTrigger defaultOpen={defaultOpen}>
      <Button>{intl.formatMessage(messages.resolve)}</Button>
      <Dialog title={intl.formatMessage(messages.resolveTitle, { number })}>
        {(close) => (
          <Stack space="medium">
            <Text>
              {intl.formatMessage(refused ? messages.refusalExplained : messages.resolveIntro)}
            </Text>
            {failure && (
              <Alert tone="critical">
                {requestFailureText(intl, failure, messages.updateFailed)}
              </Alert>
            )}
            {needsEntity && (
              <RadioGroup
                label={intl.formatMessage(messages.entity)}
                value={form.entity}
                onChange={(value) => form.setEntity(value as DataRightsEntity)}
              >
                <Radio value="employee">{intl.formatMessage(messages.entityEmployee)}</Radio>
                <Radio value="company">{intl.formatMessage(messages.entityCompany)}</Radio>
              </RadioGroup>
            )}
            {right === 'rectification' && (
              <>
                <TextField
                  label={intl.formatMessage(messages.newName)}
                  value={form.name}
                  onChange={form.setName}
                />
                <TextField
                  label={intl.formatMessage(messages.newEmail)}
                  type="email"
                  value={form.email}
                  onChange={form.setEmail}
                />
              </>
            )}
            {right === 'suppression' && (
              <Alert tone="caution">{intl.formatMessage(messages.suppressionWarning)}</Alert>
            )}
            <DialogActions>
              <Button variant="secondary" onPress={close}>
                {intl.formatMessage(messages.cancel)}
              </Button>
              <Button
                variant={right === 'suppression' ? 'critical' : 'primary'}
                isPending={isResolving}
                onPress={async () => {
                  if (await onResolve(form.resolution)) close();
                }}
              >
                {intl.formatMessage(applyLabel[right])}
              </Button>
            </DialogActions>
          </Stack>
        )}
      </Dialog>
    </DialogTrigger>
  );
}
