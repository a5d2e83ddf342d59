import { describe, expect, it } from 'vitest';
import { chooseComms, toggleChannel, toggleTopic } from './spoc-comms.ts';
import { EMPTY_SPOC_FORM, type SpocForm } from './spoc-form.ts';
import { formRoleNames, roleIds, spocPayload, UnknownSpocRole } from './spoc-payload.ts';
import { SPOC_ROLES } from './spoc-roles.ts';

const idOf = (name: string) => SPOC_ROLES.find((r) => r.name === name)?.id;
const form: SpocForm = {
  ...EMPTY_SPOC_FORM,
  firstName: ' Asha ',
  lastName: 'Rao',
  email: 'asha@clinic.example ',
  phoneNumber: '9876543210',
  whatsAppNumber: '9123456780',
  accessLevel: 'admin',
  services: { ofc: true, labs: false },
  // Labs is off, so its departments (left from before) are not encoded.
  departments: { ofc: ['Dermatologist', 'Dentist'], labs: ['Pathology'] },
  comms: toggleChannel(toggleTopic(chooseComms(EMPTY_SPOC_FORM.comms, 'Yes'), 'getSpocUpdate', true), 'getSpocUpdate', 'SMS', false),
};

describe('SPOC payload (spec 3 §3.3, openapi/provider/spoc.yaml SpocPayload)', () => {
  it('encodes the level and each chosen department of each service that is on', () => {
    expect(formRoleNames(form)).toEqual(['admin', 'ofc/Dermatologist/*/admin', 'ofc/Dentist/*/admin']);
    expect(formRoleNames({ ...form, accessLevel: null })).toEqual([]);
  });

  it('maps role names to ids through getRoles, refusing a name it lacks', () => {
    expect(roleIds(['admin', 'ofc/Dentist/*/admin'], SPOC_ROLES)).toEqual([idOf('admin'), idOf('ofc/Dentist/*/admin')]);
    expect(() => roleIds(['admin'], [])).toThrow(UnknownSpocRole);
  });

  it('builds a create for the own entity: trimmed names, auto user name, notification flags, no password', () => {
    const p = spocPayload(form, { entityId: 12, isMasterProvider: false }, SPOC_ROLES);
    expect(p).toEqual({
      applicationId: 10007, firstName: 'Asha', lastName: 'Rao', email: 'asha@clinic.example', phoneNumber: '9876543210',
      providerMasterEntityId: null, entityId: 12, isEmailVerified: false, isPhoneVerified: false, autoGenerateUsername: true,
      userRoles: [idOf('admin'), idOf('ofc/Dermatologist/*/admin'), idOf('ofc/Dentist/*/admin')], whatsappno: '9123456780', ignoreAliasConfig: true,
      getSpocUpdate: { Email: true, SMS: false, Whatsapp: true }, getDoctorUpdate: { Email: false, SMS: false, Whatsapp: false }, getOrderUpdate: { Email: false, SMS: false, Whatsapp: false },
    });
    expect(p).not.toHaveProperty('password');
    expect(p).not.toHaveProperty('userName');
  });

  it('builds an update for the chosen branch of a master provider', () => {
    const p = spocPayload({ ...form, userName: 'asha.rao', userId: 41, branchId: 102 }, { entityId: 100, isMasterProvider: true }, SPOC_ROLES);
    expect(p).toMatchObject({ userName: 'asha.rao', userId: 41, autoGenerateUsername: false, entityId: 102, providerMasterEntityId: 100 });
  });
});
