import { z } from 'zod';

/** The shape of a hiring name, checked by the server route and the web form alike. */
export const hiringNameSchema = z
  .string()
  .trim()
  .min(1, { error: 'is required' })
  .max(45, { error: 'must be at most 45 characters' });

/** One hiring item as the API answers it. */
export const hiringItemSchema = z.object({
  id: z.number().int().positive(),
  name: hiringNameSchema,
});
export type HiringItem = z.output<typeof hiringItemSchema>;

/** GET /api/hiring/get-hiring: the signed-in user's items. */
export interface HiringListAnswer {
  items: HiringItem[];
}
