import { Button, FormActions, TextField } from '@facet/design-system';
import { fieldPropsOf, StackedForm, type FormViewProps } from '@facet/platform-web-kit';
import type { PasskeyNameForm } from '@facet/session-domain';
import { useIntl } from 'react-intl';
import { useFieldProblemText } from '../session-form';
import { passkeyCatalogue } from './passkey-messages';
import { PasskeyProblemAlert } from './PasskeyProblemAlert';
import type { PasskeyProblem } from './use-passkey-ceremony';

const { messages } = passkeyCatalogue;

export interface PasskeyAddFormProps extends FormViewProps<PasskeyNameForm> {
  /** Why the last passkey could not be added. */
  problem?: PasskeyProblem;
}

/** Names a new passkey and opens the browser's prompt to make it (D100). */
export function PasskeyAddForm({
  values,
  fieldErrors,
  isSubmitting,
  problem,
  onChange,
  onSubmit,
}: PasskeyAddFormProps) {
  const intl = useIntl();
  const problemText = useFieldProblemText();
  const field = fieldPropsOf(values, fieldErrors, onChange, problemText);
  return (
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
  );
}
