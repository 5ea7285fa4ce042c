import { skeleton, skeletonGroup } from './Skeleton.css';

export const skeletonShapes = ['text', 'block', 'circle'] as const;
export type SkeletonShape = (typeof skeletonShapes)[number];

export interface SkeletonProps {
  /** @default 'text' */
  shape?: SkeletonShape;
  /**
   * How many text lines to draw; the last is shorter, like a paragraph.
   * @default 1
   */
  lines?: number;
}

/**
 * A placeholder in the shape of content that is loading. It is hidden from screen readers: mark
 * the region that loads with `aria-busy` or show a Spinner with a label nearby.
 */
export function Skeleton({ shape = 'text', lines = 1 }: SkeletonProps) {
  const count = shape === 'text' ? Math.max(1, lines) : 1;
  return (
    <span className={skeletonGroup} aria-hidden="true">
      {Array.from({ length: count }, (_, line) => (
        <span key={line} className={skeleton} data-shape={shape} />
      ))}
    </span>
  );
}
