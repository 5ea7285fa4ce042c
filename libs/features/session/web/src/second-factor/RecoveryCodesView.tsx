import { Button, Card, FormActions, Inline, Stack, Text } from '@facet/design-system';
import { useIntl } from 'react-intl';
import { secondFactorCatalogue } from './second-factor-catalogue';
import { codeList } from './RecoveryCodesView.css';

const { messages } = secondFactorCatalogue;

export interface RecoveryCodesViewProps {
  recoveryCodes: readonly string[];
  /** Whether they were just copied, to say so. */
  isCopied: boolean;
  /** Shown as the page's heading when the codes end a sign-in. */
  duringSignIn: boolean;
  onCopy: () => void;
  onDownload: () => void;
  onDone: () => void;
}

/** The ten recovery codes, shown once, to copy or download before going on (D98). */
export function RecoveryCodesView({
  recoveryCodes,
  isCopied,
  duringSignIn,
  onCopy,
  onDownload,
  onDone,
}: RecoveryCodesViewProps) {
  const intl = useIntl();
  return (
    <Card
      as="section"
      titleLevel={duringSignIn ? 1 : 2}
      title={intl.formatMessage(messages.recoveryTitle)}
    >
      <Stack space="medium">
        <Text>{intl.formatMessage(messages.recoveryIntro)}</Text>
        <ul className={codeList} aria-label={intl.formatMessage(messages.recoveryTitle)}>
          {recoveryCodes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
        <Inline space="small">
          <Button variant="secondary" onPress={onCopy}>
            {intl.formatMessage(isCopied ? messages.codesCopied : messages.copyCodes)}
          </Button>
          <Button variant="secondary" onPress={onDownload}>
            {intl.formatMessage(messages.downloadCodes)}
          </Button>
        </Inline>
        <FormActions>
          <Button onPress={onDone}>{intl.formatMessage(messages.codesSaved)}</Button>
        </FormActions>
      </Stack>
    </Card>
  );
}
