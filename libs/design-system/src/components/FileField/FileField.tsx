import { useId, type ReactNode } from 'react';
import { FileTrigger } from 'react-aria-components';
import { Inline } from '../../layout/Inline/Inline';
import { Button } from '../Button/Button';
import { description as descriptionStyle, label as labelStyle } from '../Field/Field.css';
import { fieldRoot } from '../private/field.css';
import { Text } from '../Text/Text';

export interface FileFieldProps {
  /** Names the field for everyone, screen readers included. */
  label: string;
  /** The button that opens the system's file picker. */
  buttonLabel: string;
  /** What files fit, e.g. their types and size limit. */
  description?: ReactNode;
  /** MIME types and extensions the picker offers, e.g. `['.csv', 'text/csv']`. */
  acceptedFileTypes?: readonly string[];
  /** The chosen file's name, shown beside the button. */
  fileName?: string;
  onSelect: (file: File) => void;
  /** @default false */
  isDisabled?: boolean;
}

/**
 * Choosing one file from the device. React Aria's `FileTrigger` keeps the native input hidden
 * and lets the design system's button open it, so it looks and focuses like every other action.
 */
export function FileField({
  label,
  buttonLabel,
  description,
  acceptedFileTypes,
  fileName,
  onSelect,
  isDisabled = false,
}: FileFieldProps) {
  const labelId = useId();
  const descriptionId = useId();
  return (
    <div
      className={fieldRoot}
      role="group"
      aria-labelledby={labelId}
      aria-describedby={description ? descriptionId : undefined}
    >
      <span id={labelId} className={labelStyle}>
        {label}
      </span>
      <Inline space="small">
        <FileTrigger
          acceptedFileTypes={acceptedFileTypes ? [...acceptedFileTypes] : undefined}
          onSelect={(files) => {
            const file = files?.[0];
            if (file) onSelect(file);
          }}
        >
          <Button variant="secondary" isDisabled={isDisabled}>
            {buttonLabel}
          </Button>
        </FileTrigger>
        {fileName && (
          <Text as="span" weight="medium">
            {fileName}
          </Text>
        )}
      </Inline>
      {description && (
        <span id={descriptionId} className={descriptionStyle}>
          {description}
        </span>
      )}
    </div>
  );
}
