import { Alert, Stack, Text } from '@facet/design-system';
import type { AddGroupMembersAnswer } from '@facet/groups-domain';
import { useIntl } from 'react-intl';
import { groupsMessages as messages } from './messages';

/** Why an all-or-nothing add of several members added nobody, one line per refused e-mail. */
export function RejectedMembersAlert({
  rejected,
}: {
  rejected: AddGroupMembersAnswer['rejected'];
}) {
  const intl = useIntl();
  if (rejected.length === 0) return null;
  return (
    <Alert tone="critical">
      <Stack space="xsmall">
        <Text>{intl.formatMessage(messages.nobodyAdded)}</Text>
        <ul>
          {rejected.map((row) => (
            <li key={row.email}>
              {intl.formatMessage(
                row.reason === 'alreadyMember'
                  ? messages.rejectedAlreadyMember
                  : messages.rejectedNotEmployee,
                { email: row.email },
              )}
            </li>
          ))}
        </ul>
      </Stack>
    </Alert>
  );
}
