import type { Db } from '../store/db.ts';

/** A SPOC user as the SPOC calls read it. */
export interface SpocRow {
  id: number;
  user_name: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  provider_id: number;
  provider_name: string;
  is_active: boolean;
  spoc_roles: string[];
  whatsapp_no: string | null;
  notify: Record<string, { Email: boolean; SMS: boolean; Whatsapp: boolean }>;
  created_on: Date;
  created_by: string | null;
  updated_on: Date | null;
  modified_by: string | null;
}

export const SPOC_COLUMNS = `u.id, u.user_name, u.first_name, u.last_name, u.email, u.phone, u.provider_id, p.name AS provider_name, u.is_active,
  u.spoc_roles, u.whatsapp_no, u.notify, u.created_on, u.created_by, u.updated_on, u.modified_by`;

/** What the SPOC List filters by. */
export interface SpocFilter {
  providerIds: number[];
  /** Role-name prefixes ('ofc/', 'labs/'): a SPOC covering any of them; empty means any. */
  servicePrefixes: string[];
  /** Role-name fragments ('/Dermatologist/*'): a SPOC with any of these departments; empty means any. */
  departments: string[];
  active: boolean[];
  firstNames: string[];
}

function where(f: SpocFilter): { sql: string; params: unknown[] } {
  const params: unknown[] = [f.providerIds];
  const terms = ['u.provider_id = ANY($1::int[])', 'cardinality(u.spoc_roles) > 0'];
  if (f.servicePrefixes.length) {
    params.push(f.servicePrefixes.map((p) => `${p}%`));
    terms.push(`EXISTS (SELECT 1 FROM unnest(u.spoc_roles) r WHERE r LIKE ANY($${params.length}::text[]))`);
  }
  if (f.departments.length) {
    params.push(f.departments.map((d) => `%/${d.replace(/[%_\\]/g, '\\$&')}/*/%`));
    terms.push(`EXISTS (SELECT 1 FROM unnest(u.spoc_roles) r WHERE r LIKE ANY($${params.length}::text[]))`);
  }
  if (f.active.length === 1) {
    params.push(f.active[0]);
    terms.push(`u.is_active = $${params.length}`);
  }
  if (f.firstNames.length) {
    params.push(f.firstNames.map((n) => `${n.trim().toLowerCase().replace(/[%_\\]/g, '\\$&')}%`));
    terms.push(`lower(u.first_name) LIKE ANY($${params.length}::text[])`);
  }
  return { sql: terms.join(' AND '), params };
}

/** One page of the SPOCs a filter selects, newest first, and how many it selects. */
export async function spocPage(db: Db, f: SpocFilter, offset: number, limit: number): Promise<{ rows: SpocRow[]; count: number }> {
  const w = where(f);
  const [rows, [{ n }]] = await Promise.all([
    db.query<SpocRow>(
      `SELECT ${SPOC_COLUMNS} FROM app_user u JOIN provider p ON p.id = u.provider_id WHERE ${w.sql}
        ORDER BY u.created_on DESC, u.id DESC OFFSET $${w.params.length + 1} LIMIT $${w.params.length + 2}`,
      [...w.params, offset, limit],
    ),
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM app_user u WHERE ${w.sql}`, w.params),
  ]);
  return { rows, count: n };
}

/** A SPOC of the providers by id (and user name when given), or undefined. */
export async function findSpoc(db: Db, providerIds: number[], userId: number, userName?: string): Promise<SpocRow | undefined> {
  const [row] = await db.query<SpocRow>(
    `SELECT ${SPOC_COLUMNS} FROM app_user u JOIN provider p ON p.id = u.provider_id
      WHERE u.id = $1 AND u.provider_id = ANY($2::int[]) AND cardinality(u.spoc_roles) > 0 AND ($3::text IS NULL OR lower(u.user_name) = lower($3))`,
    [userId, providerIds, userName ?? null],
  );
  return row;
}

/** The SPOC roles a user holds itself: what it may grant (core/spoc/spoc-grants.ts); none for a user who is no SPOC. */
export async function heldSpocRoles(db: Db, userId: number): Promise<string[]> {
  const [row] = await db.query<{ spoc_roles: string[] }>('SELECT spoc_roles FROM app_user WHERE id = $1', [userId]);
  return row?.spoc_roles ?? [];
}

/** Whether a user name or e-mail is taken by anyone but `exceptUserId`. */
export async function isUserTaken(db: Db, userName: string, email: string, exceptUserId = 0): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM app_user WHERE (lower(user_name) = lower($1) OR lower(email) = lower($2)) AND id <> $3 LIMIT 1', [userName, email, exceptUserId]);
  return rows.length > 0;
}
