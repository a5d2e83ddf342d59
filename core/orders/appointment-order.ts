import { VisitTypeLabel } from '../appointments/visit-type.ts';
import { AppointmentOrderConstant, HOME_VISIT_CENTRE, wireVisitType, type AppointmentGender, type VisitChoice } from './appointment-constants.ts';
import { AppointmentMessage, type AppointmentDraft } from './appointment-form.ts';
import { KNOWN_PROPERTY_KEYS } from './appointment-constants.ts';

/** A package the rule engine offers the customer (spec 2 §3), with its price and service tax. */
export interface OfferedPackage {
  perId: number;
  name: string;
  price: number;
  serviceTax: number;
  contractId: number;
}

/** What a customer pays for a package: its price plus service tax (spec 2 §3, order item amount). */
export function packageAmount(p: OfferedPackage): number {
  return Math.round((p.price + p.serviceTax) * 100) / 100;
}

/** The centre chosen for the visit, with the place names the order carries. */
export interface ChosenCentre {
  id: number;
  name: string;
  city: string | null;
  location: string | null;
}

/** Everything the form holds beyond the draft's judged fields. */
export interface AppointmentChoices {
  visit: VisitChoice;
  centre: ChosenCentre | null;
  addressLine1: string;
  addressLine2: string;
  packages: readonly OfferedPackage[];
  paidSpons: 'Paid' | 'Sponsored' | '';
  policyType: 'Group' | 'Individual' | '';
  insurerRemark: string;
  /** The e-sales case the order comes from, when opened from the queue (additionalProperties.id). */
  caseId: string | null;
  dnd: boolean;
  dndCustomer: boolean;
}

/** The insurer entity the order is for: the caller's own. */
export interface OrderingEntity {
  entityId: number;
  entityName: string;
}

type PropertyValue = string | number | boolean | null;

/** One order item (spec 2 §3), in the spec's own field names. */
export interface AppointmentOrderItem {
  productId: number;
  employeeId: string;
  firstName: string;
  gender: AppointmentGender;
  contactNum: string;
  emailId: string;
  addressLine1: string | null;
  addressLine2: string | null;
  amount: number;
  city: string | null;
  isPaid: boolean;
  isSponsored: boolean;
  preferredDC: { firstPrefTime: string; secPrefTime: string | null; id: number; name: string; ProviderCity: string | null; ProviderLocation: string | null }[];
  relation: typeof AppointmentOrderConstant.relation;
  productName: string;
  productType: number;
  visitType: ReturnType<typeof wireVisitType>;
  additionalProperties: Record<string, PropertyValue>;
}

/** The appointment order (spec 2 §3) as the portal sends it. */
export interface AppointmentOrder {
  actualAmount: number;
  amountAfterDiscount: number;
  contractId: typeof AppointmentOrderConstant.contractId;
  createdByApp: string;
  employeeContactNo: string;
  employeeEmail: string;
  employeeId: string;
  employeeName: string;
  entityId: number;
  entityName: string;
  gender: AppointmentGender;
  orderItems: AppointmentOrderItem[];
  paymentMode: typeof AppointmentOrderConstant.paymentMode;
  paymentState: typeof AppointmentOrderConstant.paymentState;
}

const orNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

/** The additional properties of every item: the known keys the form fills, then the user's details. */
function additionalProperties(draft: AppointmentDraft, choices: AppointmentChoices): Record<string, PropertyValue> {
  const props: Record<string, PropertyValue> = {
    clientDOB: orNull(draft.clientDob),
    insurerRemark: orNull(choices.insurerRemark),
    alternateMobile: orNull(draft.alternateMobile),
    sumAssured: draft.sumAssured === '' ? null : Number(draft.sumAssured),
    paidSpons: choices.paidSpons || null,
    policyType: choices.policyType || null,
    annualPremium: draft.annualPremium === '' ? null : Number(draft.annualPremium),
    DND: choices.dnd,
    DNDCustomer: choices.dndCustomer,
  };
  if (choices.caseId) props.id = choices.caseId;
  for (const d of draft.additionalDetails) props[d.key.trim()] = d.value.trim();
  return props;
}

/**
 * The order for a valid draft: one item per chosen package, each with the visit, the centre (the
 * fixed home-visit centre for a home visit) and the preference times. Call only when
 * appointmentErrors is empty and a centre (or home address) and a package are chosen.
 */
export function buildAppointmentOrder(draft: AppointmentDraft, choices: AppointmentChoices, entity: OrderingEntity): AppointmentOrder {
  const home = choices.visit === VisitTypeLabel.HomeVisit;
  const centre: ChosenCentre = home ? { ...HOME_VISIT_CENTRE, city: null, location: null } : choices.centre!;
  const props = additionalProperties(draft, choices);
  // appointmentErrors has accepted the draft, so its gender is one of the form's three.
  const gender = draft.gender as AppointmentGender;
  const items = choices.packages.map<AppointmentOrderItem>((p) => ({
    productId: p.perId,
    employeeId: draft.uniqueId.trim(),
    firstName: draft.name.trim(),
    gender,
    contactNum: draft.mobile,
    emailId: draft.email.trim(),
    addressLine1: home ? orNull(choices.addressLine1) : null,
    addressLine2: home ? orNull(choices.addressLine2) : null,
    amount: packageAmount(p),
    city: centre.city,
    isPaid: choices.paidSpons === 'Paid',
    isSponsored: choices.paidSpons === 'Sponsored',
    preferredDC: [
      {
        firstPrefTime: draft.firstPreference!.toISOString(),
        secPrefTime: draft.secondPreference?.toISOString() ?? null,
        id: centre.id,
        name: centre.name,
        ProviderCity: centre.city,
        ProviderLocation: centre.location,
      },
    ],
    relation: AppointmentOrderConstant.relation,
    productName: p.name,
    productType: AppointmentOrderConstant.contractId,
    visitType: wireVisitType(choices.visit),
    additionalProperties: { ...props },
  }));
  const total = items.reduce((sum, i) => sum + i.amount, 0);
  return {
    actualAmount: total,
    amountAfterDiscount: total,
    contractId: AppointmentOrderConstant.contractId,
    createdByApp: AppointmentOrderConstant.createdByApp,
    employeeContactNo: draft.mobile,
    employeeEmail: draft.email.trim(),
    employeeId: draft.uniqueId.trim(),
    employeeName: draft.name.trim(),
    entityId: entity.entityId,
    entityName: entity.entityName,
    gender,
    orderItems: items,
    paymentMode: AppointmentOrderConstant.paymentMode,
    paymentState: AppointmentOrderConstant.paymentState,
  };
}

/** What the visit still lacks: a package, and a centre (centre visit) or address line 1 (home visit). */
export function choiceErrors(choices: AppointmentChoices): { packages?: string; centre?: string; address?: string } {
  const errors: { packages?: string; centre?: string; address?: string } = {};
  if (choices.packages.length === 0) errors.packages = AppointmentMessage.packages;
  if (choices.visit === VisitTypeLabel.HomeVisit) {
    if (choices.addressLine1.trim() === '') errors.address = AppointmentMessage.address;
  } else if (!choices.centre) errors.centre = AppointmentMessage.centre;
  return errors;
}

/** What of an order item the form's rules judge; the wire's item has this shape too. */
export interface OrderItemIdentity {
  firstName: string;
  employeeId: string;
  emailId: string;
  gender: string;
  contactNum: string;
  preferredDC: readonly { firstPrefTime: string; secPrefTime?: string | null }[];
  additionalProperties?: Readonly<Record<string, PropertyValue | undefined>>;
}

const text = (value: PropertyValue | undefined): string => (value === null || value === undefined ? '' : String(value));

/**
 * The draft an order item stands for, so the server judges a body by the form's own rules. The
 * user's details are every additional property the form does not fill itself.
 */
export function draftOfOrderItem(item: OrderItemIdentity): AppointmentDraft {
  const props = item.additionalProperties ?? {};
  const dc = item.preferredDC[0];
  return {
    name: item.firstName,
    uniqueId: item.employeeId,
    email: item.emailId,
    gender: item.gender,
    mobile: item.contactNum,
    alternateMobile: text(props.alternateMobile),
    sumAssured: text(props.sumAssured),
    annualPremium: text(props.annualPremium),
    clientDob: text(props.clientDOB),
    firstPreference: dc ? new Date(dc.firstPrefTime) : null,
    secondPreference: dc?.secPrefTime ? new Date(dc.secPrefTime) : null,
    additionalDetails: Object.entries(props)
      .filter(([key]) => !(KNOWN_PROPERTY_KEYS as readonly string[]).includes(key))
      .map(([key, value]) => ({ key, value: text(value) })),
  };
}
