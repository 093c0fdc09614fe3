/**
 * Recognises constraint violations of both drivers, so a race that slips past a service's own
 * check (two requests creating the same username at once) still answers 409, not 500.
 * PostgreSQL aborts the transaction on such an error: catch it outside the transaction.
 */

function codeOf(error: unknown): string | undefined {
  if (error && typeof error === 'object' && 'code' in error && typeof error.code === 'string')
    return error.code;
  return undefined;
}

export function isUniqueViolation(error: unknown): boolean {
  const code = codeOf(error);
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

export function isForeignKeyViolation(error: unknown): boolean {
  const code = codeOf(error);
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}

/**
 * The payslip overlap guard (migration 0024): PostgreSQL's exclusion constraint (23P01) or SQLite's
 * trigger, which aborts with PAYSLIP_OVERLAP in its message.
 */
export function isOverlapViolation(error: unknown): boolean {
  const code = codeOf(error);
  if (code === '23P01') return true;
  return (
    code === 'SQLITE_CONSTRAINT_TRIGGER' &&
    error instanceof Error &&
    error.message.includes('PAYSLIP_OVERLAP')
  );
}
