/** PostgreSQL's unique_violation, found on the error or on its cause (drizzle wraps driver errors). */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if ((current as Error & { code?: unknown }).code === '23505') return true;
  }
  return false;
}
