import { scales } from '@facet/assessment-domain';
import { Alert, Button, Text } from '@facet/design-system';
import type { Language } from '@facet/platform-kernel';
import { scalesCatalogue } from '../catalogue';
import { useScalesIntl } from '../private/useScalesIntl';
import { editor } from './ProfileRangeEditor.css';
import {
  profileRangeFormErrorId,
  type ProfileRangeFieldErrors,
  type ProfileRangeValues,
} from './profileRangeErrors';
import { formErrorInWords } from './profileRangeWords';
import { ScaleRangeGroup } from './ScaleRangeGroup';
import { useProfileRangeEditor } from './useProfileRangeEditor';

export interface ProfileRangeEditorProps {
  /** The flat min_/max_ fields (ProfileRangeFields) in raw points; absent and null: not set. */
  value: ProfileRangeValues;
  /** Called with the whole value, one scale changed; a cleared end becomes null. */
  onChange?: (value: ProfileRangeValues) => void;
  /**
   * profileRangesSchema's messages by field (validateProfileRanges gives them, and so does the
   * server's 400); each is shown under its field in words of the current language.
   */
  errors?: ProfileRangeFieldErrors;
  /** The error about the whole form, e.g. the schema's "no valid values: ...". */
  formError?: string;
  isDisabled?: boolean;
  /**
   * 'edit' offers a choice on every scale; 'view' reads the profile: only the scales with a
   * range, with a button to show all.
   * @default 'edit'
   */
  mode?: 'edit' | 'view';
  /** Prefix of the fields' ids (see profileRangeFieldId), so an error summary can link to them. */
  idPrefix?: string;
  /** Language of the labels; @default the react-intl language around the editor */
  language?: Language;
}

const { messages } = scalesCatalogue;

/**
 * The ideal ranges of a profile in plain language: on each of the 38 scales (grouped by domain,
 * then PEN), a level ("Average", "Average to high") or a band of percentiles, drawn on the
 * percentile track of the result charts, with the raw points it stores shown small. A scale the
 * fit would leave out (a domain whose facets are set, say: leftOutOfFit) is marked so, with why.
 * Controlled: it shows `value` and `errors` and reports every change in raw points; the form owns
 * validation (validateProfileRanges) and saving.
 */
export function ProfileRangeEditor({
  value,
  onChange,
  errors = {},
  formError,
  isDisabled,
  mode = 'edit',
  idPrefix = 'profile-range',
  language,
}: ProfileRangeEditorProps) {
  const { intl, language: shownLanguage } = useScalesIntl(language);
  const state = useProfileRangeEditor({
    value,
    onChange,
    errors,
    mode,
    intl,
    language: shownLanguage,
  });

  return (
    <div className={editor}>
      {mode === 'edit' && <Text tone="secondary">{intl.formatMessage(messages.editorIntro)}</Text>}
      {formError && (
        <div id={profileRangeFormErrorId(idPrefix)} tabIndex={-1}>
          <Alert tone="critical">{formErrorInWords(formError, intl)}</Alert>
        </div>
      )}
      {state.visibleGroups.map((entry) => (
        <ScaleRangeGroup
          key={entry.key}
          entry={entry}
          mode={mode}
          value={value}
          errors={errors}
          percentileScales={state.percentileScales}
          leftOut={state.leftOut}
          isOpen={state.isGroupOpen(entry)}
          onOpenChange={(isOpen) => state.openGroup(entry.key, isOpen)}
          options={state.options}
          onChoose={state.choose}
          onPercentile={state.setPercentile}
          isDisabled={isDisabled}
          idPrefix={idPrefix}
          intl={intl}
          language={shownLanguage}
        />
      ))}
      {state.offersShowAll && (
        <div>
          <Button variant="secondary" onPress={state.toggleShowsAll}>
            {state.showsAll
              ? intl.formatMessage(messages.editorShowSet)
              : intl.formatMessage(messages.editorShowAll, { count: scales.length })}
          </Button>
        </div>
      )}
    </div>
  );
}
