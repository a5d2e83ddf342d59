import { ContractId } from '../appointments/contracts.ts';
import { StatusId } from '../appointments/status-catalogue.ts';
import { VisitType, VisitTypeLabel } from '../appointments/visit-type.ts';

/** Fixed values of an insurance appointment order (spec 2 §9): the one list of them. */
export const AppointmentOrderConstant = {
  /** Every insurance appointment is ordered under the PPMC contract. */
  contractId: ContractId.Ppmc,
  paymentMode: 'IndividualPaid',
  paymentState: 'Unpaid',
  relation: 'Self',
  /** The created-by application label (value not shown in the spec; docs/decisions.md). */
  createdByApp: 'InsurancePortal',
} as const;

/**
 * The fixed centre a home visit is booked with (spec 2 §9: id not shown). Its id is the provider
 * row migration 016 writes, so a home-visit request has a real provider like any other.
 */
export const HOME_VISIT_CENTRE = { id: 900001, name: 'Schedule Home Visit' } as const;

/** The visit types the form offers, and the wire's visit type of each. */
export const VISIT_CHOICES = [VisitTypeLabel.CentreVisit, VisitTypeLabel.HomeVisit] as const;
export type VisitChoice = (typeof VISIT_CHOICES)[number];
export function wireVisitType(choice: VisitChoice): VisitType {
  return choice === VisitTypeLabel.HomeVisit ? VisitType.HomeVisit : VisitType.Appointment;
}

/** Gender options of the appointment form (spec 2 §9). */
export const APPOINTMENT_GENDERS = ['Male', 'Female', 'Others'] as const;
export type AppointmentGender = (typeof APPOINTMENT_GENDERS)[number];

/** Paid or Sponsored; Group or Individual (spec 2 §9). */
export const PAID_SPONS = ['Paid', 'Sponsored'] as const;
export const POLICY_TYPES = ['Group', 'Individual'] as const;

/** The additional-detail names the form offers (spec 2 §3), in the spec's order. */
export const ADDITIONAL_DETAIL_NAMES = [
  'hrLocation', 'hrMobileNumber', 'hrName', 'AgentEmailId', 'AgentName', 'AgentContactNo', 'ProposalNumber',
  'Entity', 'CaseType', 'Aadhar', 'PAN', 'packageOrGrade', 'lifeNo', 'clientLocation', 'SMName', 'SM_Email', 'SMPhoneNumber',
] as const;

/**
 * Keys of additionalProperties the form fills itself; a user-added detail may not take one of
 * them, or it would overwrite the field it names.
 */
export const KNOWN_PROPERTY_KEYS = [
  'clientDOB', 'insurerRemark', 'alternateMobile', 'sumAssured', 'paidSpons', 'policyType', 'annualPremium', 'id', 'DND', 'DNDCustomer',
] as const;

/** Keys number fields refuse (spec 2 §5): a browser's number input would take them as exponent or sign. */
export const BLOCKED_NUMBER_KEYS: readonly string[] = ['e', 'E', '+', '-'];
export function isBlockedNumberKey(key: string): boolean {
  return BLOCKED_NUMBER_KEYS.includes(key);
}

/** The status a created appointment starts in, so it shows in the centre's New tab at once. */
export const CREATED_STATUS_ID = StatusId.NewAppointmentRequest;
