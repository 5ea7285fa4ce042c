import type { Knex } from 'knex';
import { up as createPageSaveOfOneOrder } from './018-save-answer-page';

/**
 * The page save of migration 018 for attempts in different presentation orders (docs/decisions.md
 * D50): an attempt finishes in the order of the bank version it began under, so the same item can
 * be on page 1 of one attempt and on page 7 of another. The caller does not know the attempt's
 * order before the statement locks it, and a second round trip to ask would cost more than the
 * save, so it sends the pages of the items under every known order (`pages_saved_by_order`,
 * `{"<version>": [page, ...]}`) and the function keeps those of the attempt's own order, or of
 * `current_order_version` for an attempt of a version without one (ipip-neo-240/1). It answers
 * the attempt's `item_bank_version` too, so the caller computes the next page in that order.
 *
 * Everything else is as in 018: it runs as its caller, so row-level security applies; it locks the
 * open attempt; it upserts the answers only under the current consent; a page saved again leaves
 * the attempt's row as it was.
 *
 * In the SQL below `\\?` is a question mark: knex would make a bare one a parameter.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('drop function facet_save_answer_page(bigint, jsonb, text, int[])');
  await knex.raw(`
    create function facet_save_answer_page(
      scope_user_id bigint,
      page_answers jsonb,
      consented_version text,
      pages_saved_by_order jsonb,
      current_order_version text
    ) returns table (
      id bigint,
      user_id bigint,
      company_id bigint,
      lang text,
      consent_version text,
      item_bank_version text,
      answered_item_ids text
    ) language plpgsql as $$
    declare
      open_session record;
      pages_saved text[];
    begin
      select sessions.id, sessions.user_id, sessions.company_id, sessions.lang,
             sessions.consent_version, sessions.item_bank_version
        into open_session
        from assessment_sessions as sessions
       where sessions.user_id = scope_user_id and sessions.status = 'in_progress'
         for update;
      if not found then
        return;
      end if;
      if open_session.consent_version is distinct from consented_version then
        return query select open_session.id, open_session.user_id, open_session.company_id,
          open_session.lang, open_session.consent_version, open_session.item_bank_version,
          ''::text;
        return;
      end if;
      insert into answers (session_id, item_id, value)
      select open_session.id, response.item_id, response.value
        from jsonb_to_recordset(page_answers) as response (item_id text, value smallint)
          on conflict (session_id, item_id)
          do update set value = excluded.value, answered_at = excluded.answered_at;
      pages_saved := array(
        select jsonb_array_elements_text(coalesce(
          pages_saved_by_order -> open_session.item_bank_version,
          pages_saved_by_order -> current_order_version,
          '[]'::jsonb)));
      update assessment_sessions as sessions
         set page_first_saved_at = coalesce(
               (select jsonb_object_agg(saved_page, now())
                  from unnest(pages_saved) as saved_page),
               '{}'::jsonb) || sessions.page_first_saved_at
       where sessions.id = open_session.id
         and not (sessions.page_first_saved_at \\?& pages_saved);
      return query select open_session.id, open_session.user_id, open_session.company_id,
        open_session.lang, open_session.consent_version, open_session.item_bank_version,
        coalesce((select string_agg(answers.item_id, ',') from answers
          where answers.session_id = open_session.id), '');
    end $$`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop function facet_save_answer_page(bigint, jsonb, text, jsonb, text)');
  await createPageSaveOfOneOrder(knex);
}
