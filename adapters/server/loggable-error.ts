/** What a log line keeps of an error. */
export interface LoggableError {
  type: string;
  message: string;
  code?: string;
  stack?: string;
}

/**
 * An error as the server log may print it: its type, message, code and stack only. Database and
 * mail errors carry more (PostgreSQL's `detail` and `where` quote the row's values, PGlite's `query`
 * and `params` the statement's, nodemailer's `rejected` the recipients), and those may be a
 * customer's contacts, which the log must never print (core/privacy).
 */
export function loggableError(error: unknown): LoggableError {
  if (!(error instanceof Error)) return { type: typeof error, message: 'a thrown value that is not an Error' };
  const code = (error as { code?: unknown }).code;
  return { type: error.name, message: error.message, ...(typeof code === 'string' ? { code } : {}), stack: error.stack };
}
