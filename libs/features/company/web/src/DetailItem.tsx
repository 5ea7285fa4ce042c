import { Stack, Text } from '@facet/design-system';

/** One label-above-value detail of a card (the company card, the employee's info). */
export function DetailItem({ label, value }: { label: string; value: string }) {
  return (
    <Stack space="xxsmall">
      <Text size="small" tone="secondary">
        {label}
      </Text>
      <Text weight="strong">{value}</Text>
    </Stack>
  );
}
