/** True when a database error is a breach of the named unique index (a race lost to another call). */
export function breachesUniqueIndex(error: unknown, index: string): boolean {
  const failure = error as { code?: unknown; constraint?: unknown };
  return failure?.code === '23505' && failure.constraint === index;
}
