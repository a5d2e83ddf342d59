import { ScreenId, screenOf } from '../../../core/session/screens.ts';
import type { AccessRule } from '../http/access.ts';

/**
 * The Create Order calls admit exactly who may open the screen (spec 2 §2.1): users of a provider
 * on core's allow-list, by the same rule as the portal's route guard.
 */
export const AFFILIATE_ACCESS: AccessRule = { affiliateOnly: screenOf(ScreenId.createOrder).affiliateOnly };
