import { describe, expect, it } from 'vitest';
import { HistoryCard as C, historyCards, showsProposalAndMaid } from './history-cards.ts';

describe('historyCards', () => {
  it('shows Home Visit only for home visits', () => {
    expect(historyCards({ roleId: 9207, productType: 9782, visitType: 'Home_Visit' })).toContain(C.HomeVisitDetails);
    expect(historyCards({ roleId: 9207, productType: 9782, visitType: 'Appointment' })).not.toContain(C.HomeVisitDetails);
  });

  it('hides Client Onsite Location from the diagnostic-centre login (5432) only', () => {
    expect(historyCards({ roleId: 5432, productType: 9782, visitType: 'Appointment' })).not.toContain(C.ClientOnsiteLocation);
    for (const roleId of [5433, 5434, 9207, 9211, 9214, 9217, 9219]) {
      expect(historyCards({ roleId, productType: 9782, visitType: 'Appointment' })).toContain(C.ClientOnsiteLocation);
    }
  });

  it('shows Agent details for product type 4625 only', () => {
    expect(historyCards({ roleId: 9207, productType: 4625, visitType: 'Appointment' })).toContain(C.AgentDetails);
    for (const productType of [9782, 3104, null, undefined]) {
      expect(historyCards({ roleId: 9207, productType, visitType: 'Appointment' })).not.toContain(C.AgentDetails);
    }
  });

  it('lists the cards in page order', () => {
    expect(historyCards({ roleId: 9207, productType: 4625, visitType: 'Home_Visit' })).toEqual([
      C.CustomerDetails, C.AppointmentDetails, C.HomeVisitDetails, C.ClientOnsiteLocation, C.AgentDetails, C.AdditionalInfo,
    ]);
    expect(historyCards({ roleId: 5432, productType: 3104, visitType: 'Appointment' })).toEqual([C.CustomerDetails, C.AppointmentDetails, C.AdditionalInfo]);
  });
});

describe('showsProposalAndMaid', () => {
  it('is true for 4625 and 9782 only', () => {
    expect(showsProposalAndMaid(4625)).toBe(true);
    expect(showsProposalAndMaid(9782)).toBe(true);
    expect(showsProposalAndMaid(3104)).toBe(false);
    expect(showsProposalAndMaid(null)).toBe(false);
  });
});
