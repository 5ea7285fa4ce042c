import {
  Label as RACLabel,
  Radio as RACRadio,
  RadioGroup as RACRadioGroup,
  type RadioGroupProps as RACRadioGroupProps,
} from 'react-aria-components';
import { visuallyHidden } from '../../layout/visuallyHidden.css';
import { FieldError } from '../Field/Field';
import {
  ratingCircle,
  ratingEnd,
  ratingLabel,
  ratingOption,
  ratingOptions,
  ratingRow,
  ratingScale,
  ratingStart,
} from './RatingScale.css';

export interface RatingScaleOption {
  value: string;
  /** The option's accessible name ("Strongly agree"); it is not shown, the circle stands for it. */
  label: string;
}

export interface RatingScaleProps extends Omit<
  RACRadioGroupProps,
  'className' | 'style' | 'children' | 'orientation'
> {
  /** What is rated ("3. Trust others"); the most prominent text of the scale. */
  label: string;
  /** From one end of the scale to the other; circles grow towards both ends. */
  options: readonly RatingScaleOption[];
  /** The words shown at the two ends ("Disagree", "Agree"). */
  startLabel: string;
  endLabel: string;
  errorMessage?: string;
  /** Receives each option's input, for callers that move focus to an option themselves. */
  optionInputRef?: (index: number, input: HTMLInputElement | null) => void;
}

function circleSize(index: number, count: number): keyof typeof ratingCircle {
  const middle = (count - 1) / 2;
  const distance = Math.abs(index - middle);
  if (distance === 0) return 'centre';
  return distance >= middle ? 'end' : 'near';
}

/**
 * A one-row agreement scale: a radio group whose options are circles labelled only at the ends,
 * compact enough for a phone. Arrow keys move the choice; every option keeps its own name.
 */
export function RatingScale({
  label,
  options,
  startLabel,
  endLabel,
  errorMessage,
  optionInputRef,
  ...props
}: RatingScaleProps) {
  return (
    <RACRadioGroup {...props} orientation="horizontal" className={ratingScale}>
      <RACLabel className={ratingLabel}>{label}</RACLabel>
      <div className={ratingRow}>
        <span className={ratingStart} aria-hidden="true">
          {startLabel}
        </span>
        <div className={ratingOptions}>
          {options.map((option, index) => (
            <RACRadio
              key={option.value}
              value={option.value}
              className={ratingOption}
              inputRef={optionInputRef && ((input) => optionInputRef(index, input))}
            >
              <span
                className={ratingCircle[circleSize(index, options.length)]}
                aria-hidden="true"
              />
              <span className={visuallyHidden}>{option.label}</span>
            </RACRadio>
          ))}
        </div>
        <span className={ratingEnd} aria-hidden="true">
          {endLabel}
        </span>
      </div>
      <FieldError>{errorMessage}</FieldError>
    </RACRadioGroup>
  );
}
