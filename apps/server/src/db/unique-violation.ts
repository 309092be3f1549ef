/** Whether `error` (or its cause, as Drizzle wraps driver errors) is a PostgreSQL unique violation. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e: unknown = error, depth = 0; e !== null && typeof e === 'object' && depth < 4; depth += 1) {
    const { code } = e as { code?: unknown };
    if (code === '23505') {
      if (constraint === undefined) return true;
      const c = e as { constraint?: unknown; message?: unknown };
      return c.constraint === constraint || (typeof c.message === 'string' && c.message.includes(constraint));
    }
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
