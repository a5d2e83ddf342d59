import type { RoleName } from '../../../core/session/roles.ts';

/** Who is calling, read from a live session on every authenticated call; nothing is cached. */
export interface AuthContext {
  tokenHash: string;
  userId: number;
  userName: string;
  roleName: RoleName;
  roleId: number;
  features: string[];
  /** A SPOC at the viewer level: reads the lists, takes no action (docs/decisions.md). */
  readOnly: boolean;
  profileVersion: number;
  sessionProfileVersion: number;
  /** The user's own provider, for provider users. */
  providerId: number | null;
  /** The user's provider and its children: everything a provider user may see. */
  providerIds: number[];
  /** The user's provider is on the Create Order allow-list. */
  mayCreateOrder: boolean;
  insurerId: number | null;
  /** The insurer's corporates: everything an insurer user may see. */
  corporateIds: number[];
}
