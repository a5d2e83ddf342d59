import type { OperationMap } from '../http/operation.ts';
import { authenticateOp, verifyOtpOp } from './sign-in.ops.ts';
import { logoutOp, profileDetailsOp, userRolesFeaturesOp, validateTokenOp, validServicesOp } from './profile.ops.ts';
import { forgotPasswordOp, resetPasswordFromMenuOp, resetPasswordWithTokenOp } from './password.ops.ts';

/** The session area's implementations, by the contract's operationId. */
export const sessionOperations: OperationMap = {
  authenticate: authenticateOp,
  verifyOtp: verifyOtpOp,
  profileDetails: profileDetailsOp,
  validServices: validServicesOp,
  userRolesFeatures: userRolesFeaturesOp,
  logout: logoutOp,
  validateToken: validateTokenOp,
  forgotPassword: forgotPasswordOp,
  resetPasswordFromMenu: resetPasswordFromMenuOp,
  resetPasswordWithToken: resetPasswordWithTokenOp,
};
