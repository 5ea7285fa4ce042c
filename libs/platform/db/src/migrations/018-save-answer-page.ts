import type { Knex } from 'knex';

/**
 * A page save as one function (issue 24, docs/decisions.md D44). Sent as a plain statement, the
 * page save's common table expressions were planned again on every call, which cost PostgreSQL
 * as much as running them (tools/bench/cost.bench.ts); PL/pgSQL keeps each statement's plan for
 * the life of the connection, so a call is planned once per connection, and it works the same
 * through a transaction-mode pooler, unlike a prepared statement.
 *
 * It runs as its caller (no `security definer`), so row-level security applies to every row it
 * reads or writes exactly as it did to the statement. The assessment feature owns it, as it owns
 * the tables it writes (libs/features/assessment/api/src/services/submit-answers.ts).
 *
 * It locks the person's open attempt, which orders the save with a launch or consent of the same
 * person; with the consent of `consented_version` recorded it upserts the answers by (session,
 * item), keeps each saved page's first save time (a page saved again leaves the attempt's row as
 * it was, with no new row version), and answers the attempt with every item it has
 * answered (comma-separated). Without an open attempt it answers no row; with another consent
 * version it writes nothing and answers the attempt, for the caller to refuse.
 *
 * In the SQL below `\\?` is a question mark: knex would make a bare one a parameter.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create function facet_save_answer_page(
      scope_user_id bigint,
      page_answers jsonb,
      consented_version text,
      pages_saved int[]
    ) returns table (
      id bigint,
      user_id bigint,
      company_id bigint,
      lang text,
      consent_version text,
      answered_item_ids text
    ) language plpgsql as $$
    declare
      open_session record;
    begin
      select sessions.id, sessions.user_id, sessions.company_id, sessions.lang,
             sessions.consent_version
        into open_session
        from assessment_sessions as sessions
       where sessions.user_id = scope_user_id and sessions.status = 'in_progress'
         for update;
      if not found then
        return;
      end if;
      if open_session.consent_version is distinct from consented_version then
        return query select open_session.id, open_session.user_id, open_session.company_id,
          open_session.lang, open_session.consent_version, ''::text;
        return;
      end if;
      insert into answers (session_id, item_id, value)
      select open_session.id, response.item_id, response.value
        from jsonb_to_recordset(page_answers) as response (item_id text, value smallint)
          on conflict (session_id, item_id)
          do update set value = excluded.value, answered_at = excluded.answered_at;
      update assessment_sessions as sessions
         set page_first_saved_at = coalesce(
               (select jsonb_object_agg(saved_page::text, now())
                  from unnest(pages_saved) as saved_page),
               '{}'::jsonb) || sessions.page_first_saved_at
       where sessions.id = open_session.id
         and not (sessions.page_first_saved_at \\?& pages_saved::text[]);
      return query select open_session.id, open_session.user_id, open_session.company_id,
        open_session.lang, open_session.consent_version,
        coalesce((select string_agg(answers.item_id, ',') from answers
          where answers.session_id = open_session.id), '');
    end $$`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop function if exists facet_save_answer_page(bigint, jsonb, text, int[])');
}
