import type { components } from '../../../openapi/generated/provider.ts';
import { AuditAction } from '../../../core/audit/audit-action.ts';
import { DC_ADMIN_ROLE_ID } from '../../../core/session/roles.ts';
import { grantProblem } from '../../../core/spoc/spoc-grants.ts';
import { SpocTopic } from '../../../core/spoc/spoc-notify.ts';
import { AccessLevel, SPOC_ROLES, accessLevelOf, spocFeatures, spocRolesProblem } from '../../../core/spoc/spoc-roles.ts';
import { spocUserName } from '../../../core/spoc/spoc-user-name.ts';
import type { AuthContext } from '../http/auth-context.ts';
import { ApiError, badRequest, forbidden, notFound } from '../http/api-error.ts';
import { hashPassword } from '../auth/password-hash.ts';
import { recordAudit } from '../audit/record-audit.ts';
import type { ServerDeps } from '../deps.ts';
import { mailResetLink } from '../session/password.ops.ts';
import { spocEntity } from './spoc-scope.ts';
import { findSpoc, heldSpocRoles, isUserTaken } from './spoc.store.ts';
import { notifySpocs } from './spoc-notify.ts';

type SpocPayload = components['schemas']['SpocPayload'];

/** The spec's error code for a user name or e-mail already in use (spec 3 §8). */
export const USER_ALREADY_PRESENT = 'User_Already_Present';

const ROLE_NAME = new Map(SPOC_ROLES.map((r) => [r.id, r.name]));

/** What a payload stores: role names, features and read-only derived from them, preferences. */
function stored(body: SpocPayload) {
  const roleNames = body.userRoles.map((id) => ROLE_NAME.get(id));
  if (roleNames.some((n) => n === undefined)) throw badRequest('body/userRoles must be role ids from getRoles');
  const problem = spocRolesProblem(roleNames as string[]);
  if (problem) throw badRequest(`body/userRoles: ${problem}`);
  return {
    roles: roleNames as string[],
    features: spocFeatures(roleNames as string[]),
    readOnly: accessLevelOf(roleNames as string[]) === AccessLevel.viewer,
    notify: { getSpocUpdate: body.getSpocUpdate, getDoctorUpdate: body.getDoctorUpdate, getOrderUpdate: body.getOrderUpdate },
    phone: body.phoneNumber ?? '',
    whatsapp: body.whatsappno ? body.whatsappno : null,
  };
}

const conflict = () => new ApiError(409, USER_ALREADY_PRESENT);

/** 403 when the save would give the SPOC a service or level the caller does not hold; roles it already has are no grant. */
async function requireGrantable(deps: ServerDeps, auth: AuthContext, roles: readonly string[], current: readonly string[] = []): Promise<void> {
  const problem = grantProblem(await heldSpocRoles(deps.db, auth.userId), roles, current);
  if (problem) throw forbidden(problem);
}

/**
 * CreateUser: a SPOC of the chosen entity, a real user who signs in with a one-time code. No
 * password is set: the new user is e-mailed a single-use link to set one (a shared default
 * password would be a defect). A taken user name or e-mail is User_Already_Present.
 */
export async function createSpoc(deps: ServerDeps, auth: AuthContext, body: SpocPayload): Promise<{ userId: number; userName: string }> {
  const entityId = spocEntity(auth, body.entityId);
  const s = stored(body);
  await requireGrantable(deps, auth, s.roles);
  let userName = body.userName?.trim() || spocUserName(body.email);
  if (!body.userName && body.autoGenerateUsername !== false) {
    for (let attempt = 2; (await isUserTaken(deps.db, userName, '')) && attempt < 50; attempt++) userName = spocUserName(body.email, attempt);
  }
  if (await isUserTaken(deps.db, userName, body.email)) throw conflict();
  const now = deps.clock.now();
  // Nobody knows this password: the link the new user is sent sets the first one.
  const unusable = await hashPassword(deps.random.token(32));
  const id = await deps.db.transaction(async (tx) => {
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO app_user (user_name, password_hash, first_name, last_name, email, phone, role_name, role_id, provider_id, features,
         otp_required, is_active, spoc_roles, read_only, whatsapp_no, notify, created_on, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, 'dcadmin', $7, $8, $9, true, true, $10, $11, $12, $13, $14, $15) RETURNING id`,
      [userName, unusable, body.firstName.trim(), body.lastName.trim(), body.email.trim(), s.phone, DC_ADMIN_ROLE_ID, entityId, s.features,
        s.roles, s.readOnly, s.whatsapp, JSON.stringify(s.notify), now, auth.userName],
    );
    await recordAudit(tx, { at: now, action: AuditAction.SpocCreated, actorUserId: auth.userId, actorName: auth.userName, subject: `user:${row!.id}`, details: { roles: s.roles } });
    return row!.id;
  });
  await mailResetLink(deps, { id, user_name: userName, email: body.email.trim() }, 'newSpoc');
  await notifySpocs(deps, [entityId], SpocTopic.spoc, 'New SPOC', `${body.firstName} ${body.lastName} was added as a SPOC by ${auth.userName}.`, id);
  return { userId: id, userName };
}

/** updateSpocProfile: saves a SPOC of the caller's tree; its live sessions reload their features. */
export async function updateSpoc(deps: ServerDeps, auth: AuthContext, body: SpocPayload & { userName: string; userId: number }): Promise<{ userId: number; userName: string }> {
  const spoc = await findSpoc(deps.db, auth.providerIds, body.userId, body.userName);
  if (!spoc) throw notFound('SPOC not found');
  const entityId = spocEntity(auth, body.entityId);
  const s = stored(body);
  await requireGrantable(deps, auth, s.roles, spoc.spoc_roles);
  if (await isUserTaken(deps.db, spoc.user_name, body.email, spoc.id)) throw conflict();
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await tx.query(
      `UPDATE app_user SET first_name = $2, last_name = $3, email = $4, phone = $5, provider_id = $6, features = $7, spoc_roles = $8, read_only = $9,
         whatsapp_no = $10, notify = $11, updated_on = $12, modified_by = $13, profile_version = profile_version + 1 WHERE id = $1`,
      [spoc.id, body.firstName.trim(), body.lastName.trim(), body.email.trim(), s.phone, entityId, s.features, s.roles, s.readOnly, s.whatsapp,
        JSON.stringify(s.notify), now, auth.userName],
    );
    await recordAudit(tx, { at: now, action: AuditAction.SpocUpdated, actorUserId: auth.userId, actorName: auth.userName, subject: `user:${spoc.id}`, details: { roles: s.roles } });
  });
  await notifySpocs(deps, [entityId], SpocTopic.spoc, 'SPOC updated', `${body.firstName} ${body.lastName}'s SPOC profile was changed by ${auth.userName}.`, spoc.id);
  return { userId: spoc.id, userName: spoc.user_name };
}
