import { Alert, Button, Card, ErrorState, Spinner, Stack, Text } from '@facet/design-system';
import type { SecondFactorsAnswer } from '@facet/session-domain';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { secondFactorCatalogue } from './second-factor-catalogue';

const { messages } = secondFactorCatalogue;

export interface SecurityPanelViewProps {
  /** The person's factors; undefined while loading or when loading failed. */
  factors?: SecondFactorsAnswer;
  loadFailed: boolean;
  onRetry: () => void;
  /** What just happened, said once. */
  notice?: 'enrolled' | 'removed';
  isStarting: boolean;
  onStartSetup: () => void;
  /** The removal form (RemoveFactorForm), shown when a factor is set up. */
  removeForm: ReactNode;
}

/** The Security tab of /account: the second factor, its recovery codes, set it up or remove it. */
export function SecurityPanelView({
  factors,
  loadFailed,
  onRetry,
  notice,
  isStarting,
  onStartSetup,
  removeForm,
}: SecurityPanelViewProps) {
  const intl = useIntl();
  const date = (iso: string) => intl.formatDate(iso, { dateStyle: 'long' });
  const totp = factors?.factors.find((factor) => factor.kind === 'totp');
  return (
    <Card as="section" titleLevel={2} title={intl.formatMessage(messages.securityTitle)}>
      {loadFailed ? (
        <ErrorState
          message={intl.formatMessage(messages.securityLoadFailed)}
          onRetry={onRetry}
          headingLevel={3}
        />
      ) : !factors ? (
        <Spinner label={intl.formatMessage(messages.securityLoading)} />
      ) : (
        <Stack space="medium">
          {notice && <Alert tone="positive">{intl.formatMessage(messages[notice])}</Alert>}
          {totp ? (
            <>
              <Text>
                {intl.formatMessage(messages.factorSince, { date: date(totp.createdAt) })}
              </Text>
              {totp.lastUsedAt && (
                <Text>
                  {intl.formatMessage(messages.factorLastUsed, { date: date(totp.lastUsedAt) })}
                </Text>
              )}
              <Text>
                {intl.formatMessage(messages.codesLeft, { count: factors.recoveryCodesLeft })}
              </Text>
              {removeForm}
            </>
          ) : (
            <>
              <Text>
                {intl.formatMessage(
                  factors.factors.length > 0 ? messages.noAppBesidePasskeys : messages.noFactor,
                )}
              </Text>
              {factors.required && factors.factors.length === 0 && (
                <Alert tone="caution">{intl.formatMessage(messages.factorRequired)}</Alert>
              )}
              <div>
                <Button isPending={isStarting} onPress={onStartSetup}>
                  {intl.formatMessage(messages.startSetup)}
                </Button>
              </div>
            </>
          )}
        </Stack>
      )}
    </Card>
  );
}
