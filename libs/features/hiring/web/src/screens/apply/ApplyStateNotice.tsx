import { Card, Text } from '@facet/design-system';
import type { PublicPositionAnswer } from '@facet/hiring-domain';
import { useIntl } from 'react-intl';
import { hiringMessages as messages } from '../../messages';

/**
 * The page of a position that takes no new applicant: closed, full or not open yet. People who
 * already started may finish from their account, which the closed page says.
 */
export function ApplyStateNotice({ answer }: { answer: PublicPositionAnswer }) {
  const intl = useIntl();
  const say = intl.formatMessage;
  const { company, position } = answer;
  const names = { company: company.name, position: position.name };
  if (position.state === 'not_yet_open') {
    return (
      <Card as="section" titleLevel={2} title={say(messages.notYetOpenTitle)}>
        <Text>
          {say(messages.notYetOpenBody, {
            position: position.name,
            date: intl.formatDate(position.opensAt, { dateStyle: 'long', timeStyle: 'short' }),
          })}
        </Text>
      </Card>
    );
  }
  return (
    <Card as="section" titleLevel={2} title={say(messages.closedTitle)}>
      <Text>{say(position.state === 'full' ? messages.fullBody : messages.closedBody, names)}</Text>
    </Card>
  );
}
