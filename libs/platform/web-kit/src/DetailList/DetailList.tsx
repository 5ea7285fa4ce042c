import { Box, Text } from '@facet/design-system';
import type { ReactNode } from 'react';

/** One line of a detail list: its label (also its key, so unique) and its value. */
export type DetailRow = readonly [label: string, value: ReactNode];

export interface DetailListProps {
  rows: readonly DetailRow[];
}

/** A record's fields as a description list: each label in bold above its value. */
export function DetailList({ rows }: DetailListProps) {
  return (
    <Box as="dl">
      {rows.map(([label, value]) => (
        <Box key={label} paddingY="xxsmall">
          <Box as="dt">
            <Text as="span" weight="strong">
              {label}
            </Text>
          </Box>
          <Box as="dd" marginLeft="none">
            <Text as="span">{value}</Text>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
