import type { Knex } from 'knex';

/**
 * Protocol validity (issue 19): each attempt records the language it is taken in and when each
 * page was first saved (answers' own times are overwritten on re-save); each result keeps that
 * language, its validity (null for results finished before it was computed) and whether the
 * company granted a free retake of it; a retake's attempt points at the result it repeats.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('assessment_sessions', (table) => {
    table.text('lang');
    table.jsonb('page_first_saved_at').notNullable().defaultTo('{}');
    table.bigInteger('retake_of_result_id');
  });
  await knex.schema.alterTable('results', (table) => {
    table.text('lang');
    table.jsonb('validity');
    table.timestamp('retake_granted_at', { useTz: true });
  });
  await knex.raw(
    `alter table assessment_sessions add constraint assessment_sessions_lang_check
       check (lang in ('en', 'es', 'pt'))`,
  );
  await knex.raw(
    `alter table results add constraint results_lang_check check (lang in ('en', 'es', 'pt'))`,
  );
  await knex.raw(
    `alter table assessment_sessions add constraint assessment_sessions_retake_of_result_id_fkey
       foreign key (retake_of_result_id) references results (id) on delete set null`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('results', (table) => {
    table.dropColumn('retake_granted_at');
    table.dropColumn('validity');
    table.dropColumn('lang');
  });
  await knex.schema.alterTable('assessment_sessions', (table) => {
    table.dropColumn('retake_of_result_id');
    table.dropColumn('page_first_saved_at');
    table.dropColumn('lang');
  });
}
