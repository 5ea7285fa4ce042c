import { z } from 'zod';

/** The shape of a interview-guides name, checked by the server route and the web form alike. */
export const interviewGuidesNameSchema = z
  .string()
  .trim()
  .min(1, { error: 'is required' })
  .max(45, { error: 'must be at most 45 characters' });

/** One interview-guides item as the API answers it. */
export const interviewGuidesItemSchema = z.object({
  id: z.number().int().positive(),
  name: interviewGuidesNameSchema,
});
export type InterviewGuidesItem = z.output<typeof interviewGuidesItemSchema>;

/** GET /api/interview-guides/get-interview-guides: the signed-in user's items. */
export interface InterviewGuidesListAnswer {
  items: InterviewGuidesItem[];
}
