import type { ProtocolValidity } from '@facet/assessment-domain';
import { Alert, Stack, Text, type AlertTone } from '@facet/design-system';
import { ValidityFlagList } from './ValidityFlagList';

/** What one reader is told about a protocol of one status, already in their language. */
export interface ValidityWording {
  title: string;
  text: string;
}

export interface ValidityAlertProps {
  validity: ProtocolValidity;
  /** The reader's words and tone for an invalid protocol. */
  invalid: ValidityWording & { tone: AlertTone };
  /** The reader's words for a questionable one, and its tone. @default tone 'info' */
  questionable: ValidityWording & { tone?: AlertTone };
}

/**
 * What the validity check means for one reader (the person, or their company): nothing for a
 * valid protocol, a banner for a questionable one, a notice for an invalid one, each with the
 * flags in plain words.
 */
export function ValidityAlert({ validity, invalid, questionable }: ValidityAlertProps) {
  if (validity.status === 'valid') return null;
  const isInvalid = validity.status === 'invalid';
  const wording = isInvalid ? invalid : questionable;
  return (
    <Alert tone={isInvalid ? invalid.tone : (questionable.tone ?? 'info')} title={wording.title}>
      <Stack space="small">
        <Text>{wording.text}</Text>
        <ValidityFlagList flags={validity.flags} />
      </Stack>
    </Alert>
  );
}
