import { FormattedMessage } from 'react-intl';
import { publicSiteCatalogue } from './messages';

const { messages } = publicSiteCatalogue;

export type ComponentStatus = 'checking' | 'operational' | 'unavailable';

export interface SystemStatusViewProps {
  api: ComponentStatus;
  database: ComponentStatus;
  version?: string;
  onRetry: () => void;
}

function StatusValue({ status }: { status: ComponentStatus }) {
  if (status === 'checking') return <FormattedMessage {...messages.systemStatusLoading} />;
  return (
    <FormattedMessage
      {...(status === 'operational'
        ? messages.systemStatusOperational
        : messages.systemStatusUnavailable)}
    />
  );
}

/** Shows whether the web app reaches the API and the API reaches its database. */
export function SystemStatusView({ api, database, version, onRetry }: SystemStatusViewProps) {
  const checking = api === 'checking' || database === 'checking';
  return (
    <section aria-labelledby="system-status-title" aria-busy={checking}>
      <h1 id="system-status-title">
        <FormattedMessage {...messages.systemStatusTitle} />
      </h1>
      <dl>
        <dt>
          <FormattedMessage {...messages.systemStatusApi} />
        </dt>
        <dd data-testid="api-status">
          <StatusValue status={api} />
        </dd>
        <dt>
          <FormattedMessage {...messages.systemStatusDatabase} />
        </dt>
        <dd data-testid="database-status">
          <StatusValue status={database} />
        </dd>
      </dl>
      {version && (
        <p>
          <FormattedMessage {...messages.systemStatusVersion} values={{ version }} />
        </p>
      )}
      <button type="button" onClick={onRetry} disabled={checking}>
        <FormattedMessage {...messages.systemStatusRetry} />
      </button>
    </section>
  );
}
