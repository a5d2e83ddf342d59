import type { components } from '../../openapi/generated/provider.ts';
import type { SpocPayload } from '../../core/spoc/spoc-payload.ts';
import type { NotificationChannels, SpocRecord } from '../../core/spoc/spoc-record.ts';

type WireSpoc = components['schemas']['SpocUser'];
type WirePayload = components['schemas']['SpocPayload'];

const OFF: NotificationChannels = { Email: false, SMS: false, Whatsapp: false };

/** A SPOC user of the wire in core's shape; a missing notification topic reads as all channels off. */
export function toSpocRecord(u: WireSpoc): SpocRecord {
  const p = u.properties;
  return {
    userId: u.userId,
    userName: u.userName,
    firstName: u.firstName,
    lastName: u.lastName,
    email: u.emailId,
    mobileNo: u.mobileNo ?? null,
    entityId: u.entityId,
    providerName: u.providerName ?? null,
    isActive: u.isActive,
    roleNames: u.roles.map((r) => r.roleName),
    whatsAppNumber: p.WhatsAppNumber ?? null,
    notifications: { getSpocUpdate: p.getSpocUpdate ?? OFF, getDoctorUpdate: p.getDoctorUpdate ?? OFF, getOrderUpdate: p.getOrderUpdate ?? OFF },
    createdOn: u.createdOn,
    createdBy: u.createdByUser ?? null,
    updatedOn: u.updatedOn ?? null,
    modifiedBy: u.modifiedBy ?? null,
  };
}

/** Core's payload on the wire: the same names, copied so the wire never shares core's arrays. */
export function toWirePayload(p: SpocPayload): WirePayload {
  return { ...p, userRoles: [...p.userRoles] };
}
