import { isProviderRole } from '../../../core/session/roles.ts';
import { validServicesFor } from '../../../core/session/services.ts';
import { operation } from '../http/operation.ts';
import { ApiError, invalidToken } from '../http/api-error.ts';
import { authenticate } from '../http/authenticate.ts';
import { loadUser } from './user-details.ts';
import { endSession } from './sessions.ts';
import { actorOf, recordAudit } from '../audit/record-audit.ts';
import { AuditAction } from '../../../core/audit/audit-action.ts';

/** Raised when the admin changed the user's roles or features after sign-in (spec 1 §8, 409). */
export const PROFILE_CHANGED = 'Your profile has been updated by the admin. Please log in again.';

/** GET provider/ProfileDetails: the signed-in user as stored now; 409 when the profile moved on. */
export const profileDetailsOp = operation('profileDetails', {
  async handle({ auth, deps, headers }) {
    const user = await loadUser(deps.db, auth.userId);
    if (!user) throw invalidToken();
    const sentHash = headers.userfeatures;
    if (auth.sessionProfileVersion !== auth.profileVersion || (typeof sentHash === 'string' && sentHash !== '' && sentHash !== user.userFeatureHash)) {
      throw new ApiError(409, PROFILE_CHANGED);
    }
    return {
      isSuccess: true,
      userProfile: {
        userDetails: user.userDetails,
        hospDetails: user.hospDetails,
        validServices: validServicesFor(auth.features, isProviderRole(auth.roleName)),
      },
    };
  },
});

/** POST medibuddyCentral/validServices: LABS and/or OFFLINE_CONSULTS, from the user's features. */
export const validServicesOp = operation('validServices', {
  async handle({ auth }) {
    return { isSuccess: true, data: { validServices: validServicesFor(auth.features, isProviderRole(auth.roleName)) } };
  },
});

/** POST provider/userRolesFeatures. */
export const userRolesFeaturesOp = operation('userRolesFeatures', {
  async handle({ auth }) {
    return {
      isSuccess: true,
      rolesFeatures: {
        roles: [{ roleId: auth.roleId, roleName: auth.roleName }],
        features: auth.features.map((featureName) => ({ featureName })),
      },
    };
  },
});

/** POST provider/logout: the token, and every session handed over from it, stop working at once. */
export const logoutOp = operation('logout', {
  async handle({ auth, deps }) {
    const now = deps.clock.now();
    await deps.db.transaction(async (tx) => {
      await endSession(tx, auth.tokenHash, now);
      await recordAudit(tx, { at: now, action: AuditAction.SignedOut, ...actorOf(auth), subject: `user:${auth.userId}`, details: {} });
    });
    return { isSuccess: true };
  },
});

/** POST provider/validateToken: whether a token is a live session. */
export const validateTokenOp = operation('validateToken', {
  async handle({ body, deps }) {
    const live = await authenticate(deps.db, body.authToken, deps.clock.now()).then(
      () => true,
      () => false,
    );
    return { isSuccess: live };
  },
});


/** POST provider/saveLanguage: the caller's own language (the contract admits en or hi only); nobody else's. */
export const saveLanguageOp = operation('saveLanguage', {
  async handle({ auth, body, deps }) {
    await deps.db.query('UPDATE app_user SET language = $1 WHERE id = $2', [body.language, auth.userId]);
    return { isSuccess: true };
  },
});
