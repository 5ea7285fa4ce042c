import type { NormSet } from '@facet/assessment-domain';
import { Text } from '@facet/design-system';
import { FormattedMessage } from 'react-intl';
import { scalesCatalogue } from '../catalogue';

const { messages } = scalesCatalogue;

export interface NormsNoteProps {
  norms: Pick<NormSet, 'version' | 'provisional'>;
}

/** Which norms a result is read with, whether they are provisional, and what the band means. */
export function NormsNote({ norms }: NormsNoteProps) {
  return (
    <Text size="small" tone="secondary">
      <FormattedMessage
        {...(norms.provisional ? messages.normsProvisional : messages.normsEmpirical)}
        values={{ version: norms.version }}
      />
    </Text>
  );
}
