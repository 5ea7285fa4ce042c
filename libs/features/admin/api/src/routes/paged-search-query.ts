import { searchQuerySchema } from '@facet/admin-domain';
import { pageQuerySchema } from '@facet/platform-http';
import type { z } from 'zod';

/** `?searchTerm&page[&pageSize]` of every back-office search (users, companies, admins). */
export const pagedSearchQuerySchema = searchQuerySchema.extend(pageQuerySchema.shape);
export type PagedSearchQuery = z.output<typeof pagedSearchQuerySchema>;
