import { Button, Inline, Link } from '@facet/design-system';

export interface RowActionsProps {
  /** A link to the row's own page. */
  inspect?: { href: string; label: string } | undefined;
  /** A quiet button that removes the row (usually the table's `confirm`). */
  remove?: { label: string; onPress: () => void; isDisabled?: boolean | undefined } | undefined;
}

/** The actions cell of a list row: inspect and remove, each named after the row. */
export function RowActions({ inspect, remove }: RowActionsProps) {
  return (
    <Inline space="small">
      {inspect && <Link href={inspect.href}>{inspect.label}</Link>}
      {remove && (
        <Button
          size="small"
          variant="quiet"
          isDisabled={remove.isDisabled}
          onPress={remove.onPress}
        >
          {remove.label}
        </Button>
      )}
    </Inline>
  );
}
