import type { components } from '../../../openapi/generated/provider.ts';
import { SPOC_ROLES } from '../../../core/spoc/spoc-roles.ts';
import type { SpocRow } from './spoc.store.ts';

type SpocUser = components['schemas']['SpocUser'];

const ROLE_ID = new Map(SPOC_ROLES.map((r) => [r.name, r.id]));
const NONE = { Email: false, SMS: false, Whatsapp: false };

/** A stored SPOC as the SPOC calls answer it (spec 3 §3.3). */
export function toSpocUser(row: SpocRow): SpocUser {
  return {
    userId: row.id,
    userName: row.user_name,
    firstName: row.first_name,
    lastName: row.last_name,
    emailId: row.email,
    mobileNo: row.phone || null,
    entityId: row.provider_id,
    providerName: row.provider_name,
    isActive: row.is_active,
    roles: row.spoc_roles.map((roleName) => ({ roleId: ROLE_ID.get(roleName) ?? 0, roleName })),
    properties: {
      WhatsAppNumber: row.whatsapp_no,
      getSpocUpdate: row.notify.getSpocUpdate ?? NONE,
      getDoctorUpdate: row.notify.getDoctorUpdate ?? NONE,
      getOrderUpdate: row.notify.getOrderUpdate ?? NONE,
    },
    createdOn: row.created_on.toISOString(),
    createdByUser: row.created_by,
    updatedOn: row.updated_on?.toISOString() ?? null,
    modifiedBy: row.modified_by,
  };
}
