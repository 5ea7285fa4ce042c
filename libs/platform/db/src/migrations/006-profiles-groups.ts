import type { Knex } from 'knex';

/**
 * The 38 scales as they were when this migration was written. A migration is frozen: a scale
 * added later gets its own migration, so the list is written out here rather than imported.
 */
const profileScales = [
  ['neuroticism_x_emotional_stability', 192],
  ['extraversion', 192],
  ['openness_to_experience', 192],
  ['agreeableness_or_amiability', 192],
  ['perseverance_or_responsibility', 192],
  ...[
    'anxiety',
    'hostility',
    'depression',
    'social_anxiety',
    'impulsivity',
    'vulnerability',
    'cordiality',
    'gregariousness',
    'assertiveness',
    'activity',
    'excitement_seeking',
    'positive_emotions',
    'fantasy',
    'aesthetic_appreciation',
    'feelings',
    'actions',
    'ideas',
    'values',
    'trust',
    'frankness',
    'altruism',
    'conciliatory_attitude',
    'modesty',
    'sensitivity_to_others',
    'competence',
    'orderliness',
    'sense_of_duty',
    'need_for_achievement',
    'self_discipline',
    'deliberation',
  ].map((facet) => [facet, 32] as const),
  ['pen_psychoticism', 192],
  ['pen_extraversion', 192],
  ['pen_neuroticism', 192],
] as const;

/**
 * Profiles (ideal ranges per scale, spec/product.md §3), groups and their members, and the
 * comparison profile a company chose for each employee result (saved automatically).
 * A profile with no company is global: offered to every company, read-only for them.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('profiles', (table) => {
    table.bigIncrements('id');
    table.bigInteger('company_id').references('companies.id').onDelete('CASCADE');
    table.text('name').notNullable();
    for (const [scale] of profileScales) {
      table.integer(`min_${scale}`);
      table.integer(`max_${scale}`);
    }
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  // The database keeps the range rules too, so no path around the API can store a broken range.
  for (const [scale, maximum] of profileScales) {
    await knex.raw(
      `alter table profiles add constraint profiles_${scale}_range check (
         (min_${scale} is null and max_${scale} is null)
         or (min_${scale} between 0 and ${maximum} and max_${scale} between 0 and ${maximum}
             and min_${scale} < max_${scale}))`,
    );
  }
  await knex.raw(
    `create unique index profiles_name_per_company on profiles (company_id, lower(name))
       where company_id is not null`,
  );
  await knex.raw(
    'create unique index profiles_global_name on profiles (lower(name)) where company_id is null',
  );

  await knex.schema.createTable('groups', (table) => {
    table.bigIncrements('id');
    table.bigInteger('company_id').notNullable().references('companies.id').onDelete('CASCADE');
    table.text('name').notNullable();
    table.bigInteger('profile_id').references('profiles.id').onDelete('SET NULL');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw('create unique index groups_name_per_company on groups (company_id, lower(name))');

  await knex.schema.createTable('group_members', (table) => {
    table.bigInteger('group_id').notNullable().references('groups.id').onDelete('CASCADE');
    table.bigInteger('user_id').notNullable().references('users.id').onDelete('CASCADE');
    table.timestamp('added_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.primary(['group_id', 'user_id']);
    table.index(['user_id']);
  });

  await knex.schema.createTable('result_profile_choices', (table) => {
    table.bigInteger('result_id').notNullable().references('results.id').onDelete('CASCADE');
    table.bigInteger('company_id').notNullable().references('companies.id').onDelete('CASCADE');
    table.bigInteger('profile_id').notNullable().references('profiles.id').onDelete('CASCADE');
    table.timestamp('chosen_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.primary(['result_id', 'company_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('result_profile_choices');
  await knex.schema.dropTableIfExists('group_members');
  await knex.schema.dropTableIfExists('groups');
  await knex.schema.dropTableIfExists('profiles');
}
