/**
 * Where the desk benchmark keeps its data: its own database (default `bench_desk`) on the
 * PostgreSQL server named by BENCH_ADMIN_URL (default the local server, user postgres).
 */
export const BENCH_DB = process.env.BENCH_DB ?? 'bench_desk';
export const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

if (!/^bench_[a-z0-9_]+$/.test(BENCH_DB)) throw new Error(`BENCH_DB must look like bench_name, not ${BENCH_DB}`);

/** The connection string of the bench database. */
export function benchUrl(): string {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${BENCH_DB}`;
  return url.toString();
}
