import type { AppointmentOrder, ChosenCentre, OfferedPackage } from './appointment-order.ts';

/** One place of the lookups (state, city, locality). */
export interface Place {
  id: number;
  name: string;
}

/** What the Create Appointment form asks of the insurance service (spec 2 §7). */
export interface AppointmentOrderPort {
  states(): Promise<Place[]>;
  cities(stateId: number): Promise<Place[]>;
  localities(cityId: number): Promise<Place[]>;
  /** Centres of the locality that perform every package (getAllDC). */
  centres(where: { stateId: number; cityId: number; localityId: number; packageIds: readonly number[] }): Promise<ChosenCentre[]>;
  /** The packages the rule engine offers the customer, across the user's insurer (no one corporate). */
  packages(employeeId: string): Promise<OfferedPackage[]>;
  /** The customer's open request ids (the duplicate check). */
  openRequests(order: AppointmentOrder): Promise<number[]>;
  /** Sends the order; the key makes a retry of the same submit create nothing twice. */
  create(order: AppointmentOrder, idempotencyKey: string): Promise<CreateOutcome>;
}

/** The result dialog's two cases (spec 2 §2.2, §8). */
export type CreateOutcome = { created: true; orderNumber: string } | { created: false; serverMessage: string };

/** The result dialog's texts (spec 2 §8), verbatim. */
export const CreateResultText = {
  createdTitle: 'Order Created',
  failedTitle: 'Order Creation Failed',
  created: (orderNumber: string) => `Appointment created successfully, Order Number: ${orderNumber}`,
  failed: (serverMessage: string) => `Unable to create appointment: ${serverMessage}`,
} as const;
