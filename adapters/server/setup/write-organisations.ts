/**
 * Writes a checked setup file in one transaction: packages, providers and their branches with
 * the packages they perform, insurers with their corporates and contract packages, and each
 * organisation's first administrator. What is already there (same id and name; the same user
 * name in the same organisation) is left as it is and reported as present, so a second run
 * writes nothing. An id or user name held by something else is a conflict: nothing is written.
 */
import { AuditAction, type AuditEvent } from '../../../core/audit/audit-action.ts';
import { DC_ADMIN_ROLE_ID, ROLE_IDS } from '../../../core/session/roles.ts';
import { INSURER_ADMIN_FEATURES, providerAdminFeatures, providerAdminRoles } from '../../../core/setup/admin-features.ts';
import type { AdminSpec, OrgFile, ProviderService } from '../../../core/setup/org-file.ts';
import { recordAudit } from '../audit/record-audit.ts';
import type { ResetTarget } from '../session/password.ops.ts';
import type { Db } from '../store/db.ts';
import { SCHEMA_LOCK } from '../store/migrate.ts';

/** The actor name of everything the setup writes in the audit trail. */
export const SETUP_ACTOR = 'setup';

export interface WriteOutcome {
  readonly created: string[];
  readonly present: string[];
  /** Administrators created now, to be mailed a set-password link once committed. */
  readonly newAdmins: ResetTarget[];
}

/** The database holds something the file names differently; the transaction was rolled back. */
export class SetupConflictError extends Error {
  constructor(readonly conflicts: readonly string[]) {
    super(`the database disagrees with the file:\n${conflicts.map((c) => `  ${c}`).join('\n')}`);
    this.name = 'SetupConflictError';
  }
}

type Org = { kind: 'provider' | 'insurer' | 'corporate' | 'package'; id: number; name: string };
const LABEL: Record<Org['kind'], string> = { provider: 'provider', insurer: 'insurer', corporate: 'corporate', package: 'package' };
/** Service tax when the file gives none: GST at 18 %, as on health-check packages (docs/decisions.md). */
const serviceTaxOf = (price: number) => Math.round(price * 18) / 100;

class Writer {
  readonly outcome: WriteOutcome = { created: [], present: [], newAdmins: [] };
  readonly conflicts: string[] = [];
  readonly audit: Omit<AuditEvent, 'at' | 'actorUserId' | 'actorName'>[] = [];

  constructor(private readonly tx: Db) {}

  /** Inserts the row unless one with this id exists; true when it was created now. */
  async ensure(org: Org, insert: () => Promise<void>): Promise<boolean> {
    const table = org.kind;
    const what = `${LABEL[org.kind]} ${org.id} ${org.name}`;
    const [row] = await this.tx.query<{ name: string }>(`SELECT name FROM ${table} WHERE id = $1`, [org.id]);
    if (row && row.name !== org.name) {
      this.conflicts.push(`${LABEL[org.kind]} id ${org.id} is already '${row.name}', not '${org.name}'`);
      return false;
    }
    if (row) {
      this.outcome.present.push(what);
      return false;
    }
    await insert();
    this.outcome.created.push(what);
    if (org.kind !== 'package') this.audit.push({ action: AuditAction.OrganisationCreated, subject: `${org.kind}:${org.id}`, details: { name: org.name } });
    return true;
  }

  /**
   * Puts a provider on the Create Order allow-list or takes it off, as the file says; a provider
   * already as the file says is left alone, so a second run writes nothing.
   */
  async setCreateOrder(providerId: number, on: boolean): Promise<void> {
    const changed = await this.tx.query('UPDATE provider SET create_order = $2 WHERE id = $1 AND create_order <> $2 RETURNING id', [providerId, on]);
    if (changed.length === 0) return;
    this.outcome.created.push(`provider ${providerId} ${on ? 'on' : 'off'} the Create Order allow-list`);
    this.audit.push({ action: AuditAction.CreateOrderAllowed, subject: `provider:${providerId}`, details: { createOrder: on } });
  }

  /** Creates the administrator unless the user name exists in this organisation already. */
  async ensureAdmin(admin: AdminSpec, org: { providerId: number | null; insurerId: number | null }, row: AdminRow): Promise<void> {
    const [found] = await this.tx.query<{ provider_id: number | null; insurer_id: number | null }>(
      'SELECT provider_id, insurer_id FROM app_user WHERE lower(user_name) = lower($1)',
      [admin.userName],
    );
    if (found && (found.provider_id !== org.providerId || found.insurer_id !== org.insurerId)) {
      this.conflicts.push(`user name ${admin.userName} already belongs to another organisation`);
      return;
    }
    if (found) {
      this.outcome.present.push(`user ${admin.userName}`);
      return;
    }
    const [user] = await this.tx.query<{ id: number }>(
      `INSERT INTO app_user (user_name, password_hash, first_name, last_name, email, phone, role_name, role_id, provider_id, insurer_id,
         features, spoc_roles, otp_required, is_active, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, true, true, $13) RETURNING id`,
      [admin.userName, row.unusableHash, admin.firstName.trim(), (admin.lastName ?? '').trim(), admin.email.trim(), admin.phone ?? '',
        row.roleName, row.roleId, org.providerId, org.insurerId, row.features, row.spocRoles, SETUP_ACTOR],
    );
    this.outcome.created.push(`user ${admin.userName} (${row.roleName})`);
    this.outcome.newAdmins.push({ id: user!.id, user_name: admin.userName, email: admin.email.trim() });
    this.audit.push({ action: AuditAction.UserCreated, subject: `user:${user!.id}`, details: { userName: admin.userName, roleName: row.roleName, features: row.features } });
  }
}

interface AdminRow {
  unusableHash: string;
  roleName: string;
  roleId: number;
  features: readonly string[];
  spocRoles: readonly string[];
}

/**
 * Writes the file in one transaction; throws SetupConflictError (rolled back) on any conflict.
 * `unusableHash` is a password hash nobody knows, made before the transaction (argon2 is slow):
 * the administrators set their first password from the mailed link. A dry run rolls back too.
 */
export async function writeOrganisations(db: Db, file: OrgFile, at: Date, unusableHash: string, dryRun = false): Promise<WriteOutcome> {
  const rollBack = new Error('dry run');
  let outcome: WriteOutcome | undefined;
  try {
    await db.transaction(async (tx) => {
      // One writer of organisations at a time, and never beside the demo seed (which takes this lock).
      await tx.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK]);
      const w = new Writer(tx);
      for (const p of file.packages ?? []) {
        await w.ensure({ kind: 'package', ...p }, () =>
          tx.query('INSERT INTO package (id, name, test_category, price) VALUES ($1, $2, $3, $4)', [p.id, p.name, p.category, p.price]).then(() => undefined),
        );
      }
      for (const p of file.providers ?? []) {
        const services: readonly ProviderService[] = p.services ?? ['LABS'];
        for (const centre of [{ ...p, parentId: null as number | null }, ...(p.branches ?? []).map((b) => ({ ...b, parentId: p.id }))]) {
          await w.ensure({ kind: 'provider', id: centre.id, name: centre.name }, () =>
            tx.query('INSERT INTO provider (id, name, address, city, parent_id, services, created_on) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
              centre.id, centre.name, centre.address ?? '', centre.city ?? '', centre.parentId, services, at,
            ]).then(() => undefined),
          );
          if (w.conflicts.length > 0) continue;
          if (centre.parentId === null && p.createOrder !== undefined) await w.setCreateOrder(centre.id, p.createOrder);
          for (const packageId of centre.packages ?? []) {
            await tx.query('INSERT INTO provider_package (provider_id, package_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [centre.id, packageId]);
          }
        }
        await w.ensureAdmin(p.admin, { providerId: p.id, insurerId: null }, {
          unusableHash, roleName: 'dcadmin', roleId: DC_ADMIN_ROLE_ID, features: providerAdminFeatures(services), spocRoles: providerAdminRoles(services),
        });
      }
      for (const ins of file.insurers ?? []) {
        await w.ensure({ kind: 'insurer', id: ins.id, name: ins.name }, () =>
          tx.query('INSERT INTO insurer (id, name, address) VALUES ($1, $2, $3)', [ins.id, ins.name, ins.address ?? '']).then(() => undefined),
        );
        for (const c of ins.corporates ?? []) {
          await w.ensure({ kind: 'corporate', id: c.id, name: c.name }, () =>
            tx.query('INSERT INTO corporate (id, insurer_id, name) VALUES ($1, $2, $3)', [c.id, ins.id, c.name]).then(() => undefined),
          );
        }
        if (w.conflicts.length > 0) continue;
        for (const contract of ins.contracts ?? []) {
          for (const o of contract.packages) {
            // The offer's id (peR_Id) continues the table's; a second run finds the offer by its unique triple.
            await tx.query(
              `INSERT INTO insurer_package (id, insurer_id, package_id, contract_id, price, service_tax)
               SELECT coalesce(max(id), 0) + 1, $1, $2, $3, $4, $5 FROM insurer_package
               ON CONFLICT (insurer_id, package_id, contract_id) DO NOTHING`,
              [ins.id, o.package, contract.contract, o.price, o.serviceTax ?? serviceTaxOf(o.price)],
            );
          }
        }
        await w.ensureAdmin(ins.admin, { providerId: null, insurerId: ins.id }, {
          unusableHash, roleName: 'insureradmin', roleId: ROLE_IDS.insureradmin[0]!, features: INSURER_ADMIN_FEATURES, spocRoles: [],
        });
      }
      if (w.conflicts.length > 0) throw new SetupConflictError(w.conflicts);
      // The audit events last, so the day's chain lock is held only briefly (record-audit.ts).
      for (const event of w.audit) await recordAudit(tx, { ...event, at, actorUserId: null, actorName: SETUP_ACTOR });
      outcome = w.outcome;
      if (dryRun) throw rollBack;
    });
  } catch (error) {
    if (error !== rollBack) throw error;
  }
  return outcome!;
}
