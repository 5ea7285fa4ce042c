import { Link, Text } from '@facet/design-system';
import { useIntl } from 'react-intl';
import { profilesMessages as messages } from '../../messages';
import { errorList, errorSummary } from './ProfileEditorView.css';
import { focusTarget, type Problem } from './use-profile-editor-form';

/** The problems a Save found, next to Save, each a link that focuses its field. */
export function ProblemSummary({ id, problems }: { id: string; problems: readonly Problem[] }) {
  const intl = useIntl();
  return (
    <div
      id={id}
      className={errorSummary}
      tabIndex={-1}
      role="group"
      aria-labelledby={`${id}-title`}
    >
      <Text id={`${id}-title`} weight="strong" tone="critical">
        {intl.formatMessage(messages.errorSummaryTitle, { count: problems.length })}
      </Text>
      <ul className={errorList}>
        {problems.map((problem) => (
          <li key={problem.targetId}>
            <Link onPress={() => focusTarget(problem.targetId)}>{problem.text}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
