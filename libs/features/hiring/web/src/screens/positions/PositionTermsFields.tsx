import { NumberField, Select, TextField } from '@facet/design-system';
import { candidateCapMaximum, candidateViews, type CandidateView } from '@facet/hiring-domain';
import { useIntl } from 'react-intl';
import { hiringMessages as messages } from '../../messages';
import type { PositionField, PositionFormValues } from './use-position-form';

export interface PositionTermsFieldsProps {
  values: PositionFormValues;
  invalid: ReadonlySet<PositionField>;
  onChange: <Field extends keyof PositionFormValues>(
    field: Field,
    value: PositionFormValues[Field],
  ) => void;
}

/** When a position takes applicants, how many, and what they see on finishing. */
export function PositionTermsFields({ values, invalid, onChange }: PositionTermsFieldsProps) {
  const intl = useIntl();
  const say = intl.formatMessage;
  return (
    <>
      <TextField
        type="date"
        label={say(messages.opensAtLabel)}
        value={values.opensOn}
        onChange={(day) => onChange('opensOn', day)}
      />
      <TextField
        type="date"
        label={say(messages.closesAtLabel)}
        description={say(messages.closesAtDescription)}
        value={values.closesOn}
        onChange={(day) => onChange('closesOn', day)}
        isInvalid={invalid.has('closesOn')}
        errorMessage={say(messages.datesInvalid)}
      />
      <NumberField
        label={say(messages.capLabel)}
        description={say(messages.capDescription)}
        minValue={1}
        maxValue={candidateCapMaximum}
        step={1}
        value={values.candidateCap}
        onChange={(cap) => onChange('candidateCap', cap)}
        isInvalid={invalid.has('candidateCap')}
        errorMessage={say(messages.capInvalid)}
      />
      <Select<CandidateView>
        label={say(messages.candidateViewLabel)}
        options={candidateViews.map((view) => ({
          id: view,
          label: say(messages[`candidateView_${view}`]),
        }))}
        selectedKey={values.candidateView}
        onSelectionChange={(key) => onChange('candidateView', key as CandidateView)}
      />
    </>
  );
}
