import type { ReactNode } from 'react';
import { Button as RACButton } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { designSystemCatalogue } from '../../catalogue';
import { fieldGroupButton } from '../private/field.css';
import { CloseIcon, ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from '../private/icons';
import { alert, alertActions, alertBody, alertIcon, alertTitle } from './Alert.css';

export const alertTones = ['info', 'positive', 'caution', 'critical'] as const;
export type AlertTone = (typeof alertTones)[number];
/** inline: inside content, rounded; banner: full width at the top of a page or section. */
export const alertLayouts = ['inline', 'banner'] as const;
export type AlertLayout = (typeof alertLayouts)[number];

const toneIcon = {
  info: InfoIcon,
  positive: SuccessIcon,
  caution: WarningIcon,
  critical: ErrorIcon,
} satisfies Record<AlertTone, () => ReactNode>;

export interface AlertProps {
  children: ReactNode;
  /** @default 'info' */
  tone?: AlertTone;
  title?: string;
  /** @default 'inline' */
  layout?: AlertLayout;
  /** Buttons or links that act on the message. */
  actions?: ReactNode;
  /** Shows a dismiss button that calls this. */
  onDismiss?: () => void;
}

/**
 * A message about the page or a task. Critical alerts interrupt screen readers (role alert);
 * the others are announced politely (role status) when they appear.
 */
export function Alert({
  children,
  tone = 'info',
  title,
  layout = 'inline',
  actions,
  onDismiss,
}: AlertProps) {
  const intl = useIntl();
  const Icon = toneIcon[tone];
  return (
    <div
      role={tone === 'critical' ? 'alert' : 'status'}
      className={alert}
      data-tone={tone}
      data-layout={layout}
    >
      <span className={alertIcon}>
        <Icon />
      </span>
      <div className={alertBody}>
        {title && <p className={alertTitle}>{title}</p>}
        <div>{children}</div>
        {actions && <div className={alertActions}>{actions}</div>}
      </div>
      {onDismiss && (
        <RACButton
          className={fieldGroupButton}
          aria-label={intl.formatMessage(designSystemCatalogue.messages.dismiss)}
          onPress={onDismiss}
        >
          <CloseIcon />
        </RACButton>
      )}
    </div>
  );
}

export type BannerProps = Omit<AlertProps, 'layout'>;

/** An Alert laid out as a full-width banner. */
export function Banner(props: BannerProps) {
  return <Alert {...props} layout="banner" />;
}
