/**
 * Whether a database error is PostgreSQL's unique_violation (23505): a concurrent call took the
 * name or address first. With `index`, only a breach of that unique index counts, so a service
 * answers its own refusal for the race it expects and lets any other breach through.
 */
export function breachesUniqueIndex(error: unknown, index?: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  return code === '23505' && (index === undefined || constraint === index);
}
