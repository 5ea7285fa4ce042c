import {
  Card,
  ErrorState,
  Skeleton,
  Stack,
  Text,
  type CardProps,
  type ErrorStateProps,
} from '@facet/design-system';

type CardFrame = Pick<CardProps, 'as'> & { title: string };

export type LoadFailedCardProps = CardFrame &
  Pick<ErrorStateProps, 'message' | 'onRetry' | 'headingLevel'>;

/** A card whose content could not be read: the failure, with a retry. */
export function LoadFailedCard({ title, as, message, onRetry, headingLevel }: LoadFailedCardProps) {
  return (
    <Card title={title} as={as}>
      <ErrorState message={message} onRetry={onRetry} headingLevel={headingLevel} />
    </Card>
  );
}

export type LoadingCardProps = CardFrame & {
  /** Said above the skeleton, for screen readers and slow connections alike. */
  message: string;
};

/** A card whose content is on its way: a line that says so over two lines of skeleton. */
export function LoadingCard({ title, as, message }: LoadingCardProps) {
  return (
    <Card title={title} as={as}>
      <Stack space="small">
        <Text tone="secondary">{message}</Text>
        <Skeleton shape="text" />
        <Skeleton shape="text" />
      </Stack>
    </Card>
  );
}
