import {
  Button,
  Card,
  FormActions,
  Heading,
  Inline,
  MultiSelect,
  Select,
  Stack,
} from '@facet/design-system';
import type { AddGroupMembersAnswer, GroupMember } from '@facet/groups-domain';
import { companyRoles, type CompanyRole } from '@facet/platform-kernel';
import { roleMessages } from '@facet/platform-kernel-web';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { groupsMessages as messages } from './messages';
import { RejectedMembersAlert } from './RejectedMembersAlert';

/** Someone of the company the member picker offers. */
export interface EmployeeOption {
  name: string;
  email: string;
}

export interface GroupAddMembersProps {
  /** The members on show, whom the picker leaves out. */
  members: readonly GroupMember[];
  employees: readonly EmployeeOption[];
  isBusy?: boolean | undefined;
  onAddMembers: (change: {
    emails?: string[];
    roles?: CompanyRole[];
  }) => Promise<AddGroupMembersAnswer | undefined>;
}

/** What the add-members form holds: the people chosen, the role, and who the last add turned away. */
function useAddMembersForm(onAddMembers: GroupAddMembersProps['onAddMembers']) {
  const intl = useIntl();
  const [chosen, setChosen] = useState<string[]>([]);
  const [chosenError, setChosenError] = useState<string>();
  const [rejected, setRejected] = useState<AddGroupMembersAnswer['rejected']>([]);
  const [role, setRole] = useState<CompanyRole>('employee');
  const addMembers = async (change: { emails?: string[]; roles?: CompanyRole[] }) => {
    const answer = await onAddMembers(change);
    setRejected(answer?.rejected ?? []);
    if (answer && answer.rejected.length === 0 && change.emails) setChosen([]);
  };
  return {
    chosen,
    chosenError,
    choose: (keys: string[]) => {
      setChosen(keys);
      setChosenError(undefined);
    },
    addChosen: async () => {
      if (chosen.length === 0) {
        setChosenError(intl.formatMessage(messages.chooseSomeone));
        return;
      }
      await addMembers({ emails: chosen });
    },
    role,
    setRole,
    addRole: () => addMembers({ roles: [role] }),
    rejected,
  };
}

/** Adds people to the group, chosen by name or all of a role; says whom it could not add. */
export function GroupAddMembers({
  members,
  employees,
  isBusy,
  onAddMembers,
}: GroupAddMembersProps) {
  const intl = useIntl();
  const form = useAddMembersForm(onAddMembers);
  const shownEmails = new Set(members.map((member) => member.email));
  const pickable = employees
    .filter((employee) => !shownEmails.has(employee.email))
    .map((employee) => ({
      id: employee.email,
      label: `${employee.name} (${employee.email})`,
    }));
  return (
    <>
      <Card>
        <Stack space="medium">
          <Heading level={2}>{intl.formatMessage(messages.addMembersHeading)}</Heading>
          <form
            aria-label={intl.formatMessage(messages.addMembersHeading)}
            onSubmit={(event) => {
              event.preventDefault();
              void form.addChosen();
            }}
          >
            <Stack space="small">
              <MultiSelect
                label={intl.formatMessage(messages.peopleToAdd)}
                placeholder={intl.formatMessage(messages.peoplePlaceholder)}
                options={pickable}
                selectedKeys={form.chosen}
                onSelectionChange={form.choose}
                isInvalid={form.chosenError !== undefined}
                errorMessage={form.chosenError}
                isDisabled={isBusy}
              />
              <FormActions>
                <Button type="submit" variant="primary" isDisabled={isBusy}>
                  {intl.formatMessage(messages.addChosen, { count: form.chosen.length })}
                </Button>
              </FormActions>
            </Stack>
          </form>
          <Inline space="small" alignY="bottom">
            <Select
              label={intl.formatMessage(messages.addRoleLabel)}
              options={companyRoles.map((id) => ({
                id,
                label: intl.formatMessage(roleMessages[id]),
              }))}
              selectedKey={form.role}
              onSelectionChange={(key) =>
                form.setRole(companyRoles.find((id) => id === key) ?? 'employee')
              }
            />
            <Button variant="secondary" onPress={() => void form.addRole()} isDisabled={isBusy}>
              {intl.formatMessage(messages.addRole)}
            </Button>
          </Inline>
        </Stack>
      </Card>
      <RejectedMembersAlert rejected={form.rejected} />
    </>
  );
}
