import { searchQuerySchema } from '@facet/admin-domain';
import { pageQuerySchema } from '@facet/platform-http';

/** `?searchTerm&page[&pageSize]` of every back-office search (users, companies, admins). */
export const pagedSearchQuerySchema = searchQuerySchema.extend(pageQuerySchema.shape);
