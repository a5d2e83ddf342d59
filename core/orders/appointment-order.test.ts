import { describe, expect, it } from 'vitest';
import { isBlockedNumberKey } from './appointment-constants.ts';
import type { AppointmentDraft } from './appointment-form.ts';
import { buildAppointmentOrder, choiceErrors, draftOfOrderItem, packageAmount, type AppointmentChoices } from './appointment-order.ts';

const DRAFT: AppointmentDraft = {
  name: 'Rahul Sharma',
  uniqueId: 'KSS-1001',
  email: 'rahul@example.com',
  gender: 'Male',
  mobile: '9876543210',
  alternateMobile: '8876543210',
  sumAssured: '500000',
  annualPremium: '12000.5',
  clientDob: '1990-05-01',
  firstPreference: new Date('2026-11-24T04:30:00Z'),
  secondPreference: null,
  additionalDetails: [{ key: 'hrName', value: 'Asha' }],
};
const PACKAGE = { perId: 7001, name: 'Basic Health Check', price: 999, serviceTax: 179.82, contractId: 9782 };
const CHOICES: AppointmentChoices = {
  visit: 'Center Visit',
  centre: { id: 101, name: 'Apollo Diagnostics - Koramangala', city: 'Bengaluru', location: 'Koramangala' },
  addressLine1: '',
  addressLine2: '',
  packages: [PACKAGE],
  paidSpons: 'Sponsored',
  policyType: 'Individual',
  insurerRemark: '',
  caseId: '70000001',
  dnd: false,
  dndCustomer: false,
};
const ENTITY = { entityId: 200, entityName: 'Bharat Shield General Insurance' };

describe('the appointment order (spec 2 §3, §9)', () => {
  it('carries the fixed contract, payment, relation and the centre visit', () => {
    const order = buildAppointmentOrder(DRAFT, CHOICES, ENTITY);
    expect(order).toMatchObject({ contractId: 9782, paymentMode: 'IndividualPaid', paymentState: 'Unpaid', employeeName: 'Rahul Sharma', actualAmount: 1178.82 });
    const item = order.orderItems[0]!;
    expect(item).toMatchObject({ relation: 'Self', visitType: 'Appointment', productId: 7001, productType: 9782, amount: 1178.82, isSponsored: true, addressLine1: null });
    expect(item.preferredDC).toEqual([
      { firstPrefTime: '2026-11-24T04:30:00.000Z', secPrefTime: null, id: 101, name: 'Apollo Diagnostics - Koramangala', ProviderCity: 'Bengaluru', ProviderLocation: 'Koramangala' },
    ]);
    expect(item.additionalProperties).toMatchObject({ id: '70000001', sumAssured: 500000, annualPremium: 12000.5, clientDOB: '1990-05-01', hrName: 'Asha' });
  });

  it('books a home visit with the fixed home-visit centre', () => {
    const order = buildAppointmentOrder(DRAFT, { ...CHOICES, visit: 'Home Visit', centre: null, addressLine1: '12 MG Road' }, ENTITY);
    expect(order.orderItems[0]).toMatchObject({ visitType: 'Home_Visit', addressLine1: '12 MG Road' });
    expect(order.orderItems[0]!.preferredDC[0]).toMatchObject({ id: 900001, name: 'Schedule Home Visit' });
  });

  it('names what the visit still lacks', () => {
    expect(choiceErrors(CHOICES)).toEqual({});
    expect(choiceErrors({ ...CHOICES, centre: null, packages: [] })).toEqual({ centre: 'Choose a diagnostic centre', packages: 'Choose at least one package' });
    expect(choiceErrors({ ...CHOICES, visit: 'Home Visit', centre: null })).toEqual({ address: 'Enter address line 1' });
  });

  it('reads an order item back as the draft it came from', () => {
    const item = buildAppointmentOrder(DRAFT, CHOICES, ENTITY).orderItems[0]!;
    expect(draftOfOrderItem(item)).toEqual(DRAFT);
  });

  it('prices a package with its service tax and blocks e, E, + and - in number fields', () => {
    expect(packageAmount(PACKAGE)).toBe(1178.82);
    expect(['e', 'E', '+', '-', '1', '.'].map(isBlockedNumberKey)).toEqual([true, true, true, true, false, false]);
  });
});
