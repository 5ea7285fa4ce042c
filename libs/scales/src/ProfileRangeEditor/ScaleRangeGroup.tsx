import type { Scale } from '@facet/assessment-domain';
import { Disclosure, type SelectOption } from '@facet/design-system';
import type { Language } from '@facet/platform-kernel';
import {
  maximumField,
  minimumField,
  scaleName as nameOfScale,
  type ScaleFit,
} from '@facet/reports-domain';
import type { IntlShape } from 'react-intl';
import { scalesCatalogue } from '../catalogue';
import { group, legend } from './ProfileRangeEditor.css';
import type { ProfileRangeFieldErrors, ProfileRangeValues, RangeField } from './profileRangeErrors';
import { errorInWords, type Choice } from './profileRangeWords';
import { ScaleRangeRow } from './ScaleRangeRow';
import type { ScaleGroup } from './useProfileRangeEditor';

const { messages } = scalesCatalogue;

export interface ScaleRangeGroupProps {
  entry: ScaleGroup;
  mode: 'edit' | 'view';
  value: ProfileRangeValues;
  errors: ProfileRangeFieldErrors;
  percentileScales: ReadonlySet<Scale>;
  leftOut: ReadonlyMap<Scale, NonNullable<ScaleFit['leftOut']>>;
  /** Whether the domain's facets are unfolded (edit mode). */
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  options: SelectOption<Choice>[];
  onChoose: (scale: Scale, chosen: Choice) => void;
  onPercentile: (field: RangeField, scale: Scale, percentile: number) => void;
  isDisabled: boolean | undefined;
  idPrefix: string;
  intl: IntlShape;
  language: Language;
}

/** One fieldset of the editor: a domain with its facets (folded while editing), or PEN. */
export function ScaleRangeGroup({
  entry,
  mode,
  value,
  errors,
  percentileScales,
  leftOut,
  isOpen,
  onOpenChange,
  intl,
  language,
  ...rowProps
}: ScaleRangeGroupProps) {
  const errorOf = (field: RangeField) => {
    const error = errors[field];
    return error === undefined ? undefined : errorInWords(field, error, intl);
  };
  const rowOf = (scale: Scale) => (
    <ScaleRangeRow
      key={scale}
      scale={scale}
      kind={entry.legend === scale || entry.legend === 'pen' ? 'domain' : 'facet'}
      minimum={value[minimumField(scale)] ?? null}
      maximum={value[maximumField(scale)] ?? null}
      choosesPercentiles={percentileScales.has(scale)}
      leftOut={leftOut.get(scale) ?? null}
      minimumError={errorOf(minimumField(scale))}
      maximumError={errorOf(maximumField(scale))}
      isReadOnly={mode === 'view'}
      intl={intl}
      language={language}
      {...rowProps}
    />
  );
  const [domainScale, ...facetScales] = entry.scales;
  const legendText =
    entry.legend === 'pen'
      ? intl.formatMessage(messages.editorPenGroup)
      : nameOfScale(entry.legend, language);
  const foldsFacets = mode === 'edit' && entry.legend !== 'pen' && domainScale !== undefined;
  return (
    <fieldset className={group}>
      <legend className={legend}>{legendText}</legend>
      {foldsFacets ? (
        <>
          {rowOf(domainScale)}
          <Disclosure
            isExpanded={isOpen}
            onExpandedChange={onOpenChange}
            expandLabel={intl.formatMessage(messages.editorShowFacets, {
              count: facetScales.length,
              domain: legendText,
            })}
            collapseLabel={intl.formatMessage(messages.editorHideFacets, { domain: legendText })}
          >
            {facetScales.map(rowOf)}
          </Disclosure>
        </>
      ) : (
        entry.scales.map(rowOf)
      )}
    </fieldset>
  );
}
