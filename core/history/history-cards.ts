import { ContractId } from '../appointments/contracts.ts';
import { VisitType } from '../appointments/visit-type.ts';
import { DC_ADMIN_ROLE_ID } from '../session/roles.ts';

/** The cards of the request history page (spec 1 §2), in the order the page shows them. */
export const HistoryCard = {
  CustomerDetails: 'CustomerDetails',
  AppointmentDetails: 'AppointmentDetails',
  HomeVisitDetails: 'HomeVisitDetails',
  ClientOnsiteLocation: 'ClientOnsiteLocation',
  AgentDetails: 'AgentDetails',
  AdditionalInfo: 'AdditionalInfo',
} as const;
/** One card of the history page. */
export type HistoryCard = (typeof HistoryCard)[keyof typeof HistoryCard];

/** Product types that carry a proposal number and a MAID: both are policy proposals. */
const PROPOSAL_PRODUCT_TYPES: readonly number[] = [ContractId.Esales, ContractId.Ppmc];

/** What decides which cards a history page shows. */
export interface CardContext {
  /** The viewer's role id. */
  roleId: number;
  /** The request's product type (its contract id). */
  productType: number | null | undefined;
  /** 'Home_Visit' or 'Appointment'. */
  visitType: string | null | undefined;
}

/**
 * The cards shown for a request and a viewer (spec 1 §2): Home Visit only for home visits; Client
 * Onsite Location never for the diagnostic-centre login (5432), whose staff go to the customer's
 * address, not the client's site; Agent details only for e-sales (4625).
 */
export function historyCards(context: CardContext): HistoryCard[] {
  const cards: HistoryCard[] = [HistoryCard.CustomerDetails, HistoryCard.AppointmentDetails];
  if (context.visitType === VisitType.HomeVisit) cards.push(HistoryCard.HomeVisitDetails);
  if (context.roleId !== DC_ADMIN_ROLE_ID) cards.push(HistoryCard.ClientOnsiteLocation);
  // E-sales is the only product sold through an agent, so the only one with agent details.
  if (context.productType === ContractId.Esales) cards.push(HistoryCard.AgentDetails);
  cards.push(HistoryCard.AdditionalInfo);
  return cards;
}

/** Whether the proposal number and MAID are shown: e-sales (4625) and PPMC (9782) only. */
export function showsProposalAndMaid(productType: number | null | undefined): boolean {
  return productType !== null && productType !== undefined && PROPOSAL_PRODUCT_TYPES.includes(productType);
}
