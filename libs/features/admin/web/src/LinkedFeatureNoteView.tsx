import { Link, Stack, Text } from '@facet/design-system';

/** A tab whose list another feature owns and has not shared yet: a note and a link. */
export function LinkedFeatureNoteView({
  note,
  linkLabel,
  href,
}: {
  note: string;
  linkLabel: string;
  href: string;
}) {
  return (
    <Stack space="small">
      <Text>{note}</Text>
      <Link href={href}>{linkLabel}</Link>
    </Stack>
  );
}
