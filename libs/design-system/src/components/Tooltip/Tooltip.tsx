import { Tooltip as RACTooltip, type TooltipProps as RACTooltipProps } from 'react-aria-components';
import { tooltip } from './Tooltip.css';

export { TooltipTrigger } from 'react-aria-components';

export type TooltipProps = Omit<RACTooltipProps, 'className' | 'style'>;

/**
 * A short hint shown on hover and keyboard focus of its trigger (inside a TooltipTrigger). It
 * describes; it never names: an icon button still needs its own aria-label.
 */
export function Tooltip({ offset = 6, ...props }: TooltipProps) {
  return <RACTooltip {...props} offset={offset} className={tooltip} />;
}
