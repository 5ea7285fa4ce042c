import type { ReactNode } from 'react';
import { lineIcon } from './LineIcon.css';

export interface LineIconProps {
  /** The drawing: paths and shapes on a 24 × 24 grid, stroked in currentColor. */
  children: ReactNode;
  /** Sizes the icon; a control's icon size without it. */
  className?: string;
  /** Thinner lines suit a larger icon. */
  strokeWidth?: number;
}

/**
 * The frame of every line icon of the product: a 24 × 24 drawing in currentColor. Always
 * decorative: the control or heading beside it carries the name.
 */
export function LineIcon({ children, className = lineIcon, strokeWidth = 2 }: LineIconProps) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
