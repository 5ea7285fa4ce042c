import type { ReactNode } from 'react';
import { Switch as RACSwitch, type SwitchProps as RACSwitchProps } from 'react-aria-components';
import { switchHandle, switchRoot, switchTrack } from './Switch.css';

export interface SwitchProps extends Omit<RACSwitchProps, 'className' | 'style' | 'children'> {
  /** What is turned on or off ("E-mail notifications"). */
  children: ReactNode;
}

/** An on/off setting that takes effect at once (unlike a Checkbox, which a form submits). */
export function Switch({ children, ...props }: SwitchProps) {
  return (
    <RACSwitch {...props} className={switchRoot}>
      <span className={switchTrack} aria-hidden="true">
        <span className={switchHandle} />
      </span>
      {children}
    </RACSwitch>
  );
}
