/**
 * What may be reminded, as SQL conditions the schedule's due rules and a manager's reminder share.
 * An invitation `i` is pending as people see it (not accepted, its link unused, not cancelled,
 * not expired); an assessment `s`, a row of assessment's `openAttemptsActivity` (unfinished, with
 * `last_active_at`), is reminded while its person is still a member of the company it was started
 * for (someone who left, or whose account was erased, has no membership).
 */
export const pendingInvitation = `i.status = 'pending' and i.expires_at > now()
  and not exists (select 1 from one_time_tokens t
                   where t.id = i.one_time_token_id and t.used_at is not null)`;

export const attemptOfMember = `exists (select 1 from memberships m
               where m.user_id = s.user_id and m.company_id = s.company_id)`;

/** How many reminders a target had and when the last went, as a lateral join `sent`. */
export function remindersSentTo(kind: 'invitation' | 'assessment'): string {
  const column = kind === 'invitation' ? 'invitation_id' : 'session_id';
  const target = kind === 'invitation' ? 'i.id' : 's.id';
  return `left join lateral (
      select count(*)::int as count, max(r.sent_at) as last_sent_at
        from reminders r where r.kind = '${kind}' and r.${column} = ${target}) sent on true`;
}
