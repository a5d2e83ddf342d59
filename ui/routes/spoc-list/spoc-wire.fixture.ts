const off = { Email: false, SMS: false, Whatsapp: false };

/** A SPOC user as getSpocList sends it. */
export function wireSpoc(userId: number, firstName: string, extra: Record<string, unknown> = {}) {
  return {
    userId, userName: `${firstName.toLowerCase()}.iyer`, firstName, lastName: 'Iyer', emailId: `${firstName.toLowerCase()}@clinic.example`, mobileNo: '9876543210',
    entityId: 100, providerName: 'City Diagnostics', isActive: true,
    roles: [{ roleId: 1002, roleName: 'editor' }, { roleId: 1003, roleName: 'viewer' }, { roleId: 2000, roleName: 'ofc/Dermatologist/*/editor' }, { roleId: 2001, roleName: 'labs/Pathology/*/editor' }],
    properties: { WhatsAppNumber: null, getSpocUpdate: off, getDoctorUpdate: { ...off, Email: true }, getOrderUpdate: off },
    createdOn: '2026-11-22T13:35:00.000Z', createdByUser: 'clinic.admin', updatedOn: null, modifiedBy: null, ...extra,
  };
}
