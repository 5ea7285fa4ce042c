import {
  phoneNumberSchema,
  phonePrefixSchema,
  requestFieldProblems,
  requestMessageSchema,
  requestStatusSchema,
} from '@facet/data-rights-domain';
import {
  emailSchema,
  languageSchema,
  personNameSchema,
  type Language,
  bodyIdSchema,
  urlIdSchema,
} from '@facet/platform-kernel';
import { z } from 'zod';

/** The /contact form and `POST /contact/create` (spec/product.md §5). */
export const contactRequestSchema = z.object({
  name: personNameSchema,
  email: emailSchema,
  phone_prefix: phonePrefixSchema,
  phone: phoneNumberSchema,
  lang: languageSchema,
  message: requestMessageSchema,
});
export type ContactRequestPayload = z.input<typeof contactRequestSchema>;

export const contactIdParamsSchema = z.object({ id: urlIdSchema });

/** `PATCH /contact/update {form_id, state, lang}`. */
export const contactUpdateSchema = z.object({
  form_id: bodyIdSchema,
  state: requestStatusSchema,
  lang: languageSchema.default('en'),
});
export type ContactUpdatePayload = z.input<typeof contactUpdateSchema>;

const booleanQuery = z
  .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
  .optional()
  .transform((value) => value === 'true' || value === '1');

/** `GET /contact/get?page&includeInactive`. */
export const contactListQuerySchema = z.object({ includeInactive: booleanQuery });

/** `GET /admin/search/contactForms?searchTerm&page&includeInactive`: at least 3 characters. */
export const contactSearchQuerySchema = z.object({
  searchTerm: z
    .string({ error: requestFieldProblems.required })
    .trim()
    .min(3, { error: requestFieldProblems.searchTooShort })
    .max(100, { error: 'must be at most 100 characters' }),
  includeInactive: booleanQuery,
});

/**
 * Closed contact requests: nothing left to do. Lists and searches leave them out unless
 * `includeInactive` asks for them.
 */
export const inactiveContactStatuses = ['accepted', 'rejected'] as const;

/**
 * What a new request from the same e-mail address meets (spec/api.md §8 Contact), checked in this
 * order: an unread one (`new`) is a pending request, 409; one being handled (`inProgress`,
 * `pending`) is under review, 406; one answered with `contacted` within the last 30 days is
 * already contacted, 423. Closed requests and older contacts let a new one through.
 */
export const contactRepeatRules = {
  pendingStatuses: ['new'],
  underReviewStatuses: ['inProgress', 'pending'],
  contactedStatus: 'contacted',
  contactedCoolingOffDays: 30,
} as const;

export interface ContactRecord {
  id: number;
  form_id: number;
  name: string;
  email: string;
  phone_prefix: string;
  phone: string;
  lang: Language;
  message: string;
  status: (typeof requestStatusSchema.options)[number];
  date: string;
  updated_at: string;
}

export interface ContactListAnswer {
  contactForms: ContactRecord[];
  page: number;
  totalPages: number;
  total: number;
}

export interface ContactAnswer {
  contactForm: ContactRecord;
}

export interface ContactCreatedAnswer {
  contactForm: ContactRecord;
  message: string;
}
