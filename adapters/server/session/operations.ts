import { operationMap } from '../http/operation.ts';
import { authenticateOp } from './sign-in.ops.ts';
import { verifyOtpOp } from './verify-otp.ops.ts';
import { logoutOp, profileDetailsOp, saveLanguageOp, userRolesFeaturesOp, validateTokenOp, validServicesOp } from './profile.ops.ts';
import { forgotPasswordOp, resetPasswordFromMenuOp, resetPasswordWithTokenOp } from './password.ops.ts';

/** The session area's implementations, by the contract's operationId. */
export const sessionOperations = operationMap(
  authenticateOp,
  verifyOtpOp,
  profileDetailsOp,
  validServicesOp,
  userRolesFeaturesOp,
  logoutOp,
  validateTokenOp,
  forgotPasswordOp,
  resetPasswordFromMenuOp,
  resetPasswordWithTokenOp,
  saveLanguageOp,
);
