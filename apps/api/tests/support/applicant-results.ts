import type { ApiWorld } from './api-world';

/**
 * A submitted application of the person at `email` to a position of company A, with a result
 * taken under that company as hiring's submission leaves it: the scores of company A's employee
 * result, numbered `number` among the person's results. Answers the result's id.
 */
export async function submittedApplication(
  world: ApiWorld,
  { email, positionId, number }: { email: string; positionId: number; number: number },
): Promise<number> {
  const person = await world.database('users').where({ email }).first<{ id: number }>('id');
  const taken = await world
    .database('results')
    .where({ id: world.companyA.employeeResultId })
    .first<{ scores: object; item_bank_version: string; norm_version: string }>(
      'scores',
      'item_bank_version',
      'norm_version',
    );
  const [result] = await world
    .database('results')
    .insert({
      user_id: person.id,
      company_id: world.companyA.id,
      number,
      scores: JSON.stringify(taken.scores),
      item_bank_version: taken.item_bank_version,
      norm_version: taken.norm_version,
    })
    .returning<{ id: number }[]>('id');
  const resultId = Number(result!.id);
  await world.database('applications').insert({
    company_id: world.companyA.id,
    position_id: positionId,
    user_id: person.id,
    source: 'link',
    status: 'submitted',
    result_id: resultId,
    applied_at: new Date('2026-11-20T08:00:00Z'),
    submitted_at: new Date('2026-11-20T08:40:00Z'),
  });
  return resultId;
}
