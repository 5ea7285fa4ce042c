import type { Knex } from 'knex';

/**
 * A place in a group belongs to a member of the company: it goes with the membership, however
 * the person leaves (released, leaving, moving to another company, their account deleted), so
 * the company feature's one `removeMember` needs no write to the groups' tables. Places kept by
 * people who left before this rule go first.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(
    `delete from group_members gm
      where not exists (
        select 1 from memberships m join groups g on g.company_id = m.company_id
         where m.user_id = gm.user_id and g.id = gm.group_id)`,
  );
  await knex.raw(
    `alter table group_members add constraint group_members_membership_fkey
       foreign key (user_id) references memberships (user_id) on delete cascade`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('alter table group_members drop constraint group_members_membership_fkey');
}
