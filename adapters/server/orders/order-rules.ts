import type { components } from '../../../openapi/generated/insurance.ts';
import { appointmentErrors, type AppointmentField } from '../../../core/orders/appointment-form.ts';
import { draftOfOrderItem } from '../../../core/orders/appointment-order.ts';
import { badRequest } from '../http/api-error.ts';

export type WireOrder = components['schemas']['AppointmentOrder'];
export type WireOrderItem = components['schemas']['OrderItem'];

/** Where each field of the form's draft sits in an order item. */
const ITEM_PATH: Record<AppointmentField, string> = {
  name: 'firstName',
  uniqueId: 'employeeId',
  email: 'emailId',
  gender: 'gender',
  mobile: 'contactNum',
  alternateMobile: 'additionalProperties/alternateMobile',
  sumAssured: 'additionalProperties/sumAssured',
  annualPremium: 'additionalProperties/annualPremium',
  clientDob: 'additionalProperties/clientDOB',
  firstPreference: 'preferredDC/0/firstPrefTime',
  secondPreference: 'preferredDC/0/secPrefTime',
  additionalDetails: 'additionalProperties',
};

/** Where the customer's own fields sit at the order's top level. */
const ORDER_PATH: Partial<Record<AppointmentField, string>> = {
  name: 'employeeName',
  uniqueId: 'employeeId',
  email: 'employeeEmail',
  gender: 'gender',
  mobile: 'employeeContactNo',
};

/**
 * Refuses (400, naming the field, with the form's own message) an order that breaks a rule of the
 * form: core/orders judges the order and each item exactly as the form judges what was typed.
 */
export function refuseBrokenOrder(order: WireOrder, now: Date): void {
  const customer = draftOfOrderItem({
    firstName: order.employeeName,
    employeeId: order.employeeId,
    emailId: order.employeeEmail,
    gender: order.gender,
    contactNum: order.employeeContactNo,
    preferredDC: order.orderItems[0]!.preferredDC,
  });
  const topErrors = appointmentErrors(customer, now);
  for (const [field, path] of Object.entries(ORDER_PATH) as [AppointmentField, string][]) {
    if (topErrors[field]) throw badRequest(`body/${path}: ${topErrors[field]}`);
  }
  order.orderItems.forEach((item, i) => {
    const errors = appointmentErrors(draftOfOrderItem(item), now);
    const [field, message] = (Object.entries(errors) as [AppointmentField, string][])[0] ?? [];
    if (field) throw badRequest(`body/orderItems/${i}/${ITEM_PATH[field]}: ${message}`);
  });
}
