import { describe, expect, it } from 'vitest';
import { additionalText, costTypeLabel, dcGradeLabel, historyLoadFailedPath, historyViewerOf, isDoNotDisturb, proposalNumber, testCategories } from './history-page.ts';
import { visitTypeLabel } from '../appointments/visit-type.ts';

describe('the left column of the history page', () => {
  it('reads the cost and visit types', () => {
    expect([costTypeLabel(true), costTypeLabel(false), costTypeLabel(null)]).toEqual(['Paid', 'Sponsored', 'Sponsored']);
    expect([visitTypeLabel('Home_Visit'), visitTypeLabel('Appointment'), visitTypeLabel(null)]).toEqual(['Home Visit', 'Center Visit', 'Center Visit']);
  });

  it('splits the test categories, each once', () => {
    expect(testCategories('PPMC, Lab Test')).toEqual(['PPMC', 'Lab Test']);
    expect(testCategories('Lab Test,Lab Test, ')).toEqual(['Lab Test']);
    expect(testCategories(null)).toEqual([]);
  });
});

describe('do-not-disturb and proposal details', () => {
  it('shows the badge when either DND flag is set', () => {
    expect(isDoNotDisturb({ DND: true, DNDCustomer: false })).toBe(true);
    expect(isDoNotDisturb({ DND: false, DNDCustomer: true })).toBe(true);
    expect(isDoNotDisturb({ DND: 'true' })).toBe(true);
    expect(isDoNotDisturb({ DND: false, DNDCustomer: false })).toBe(false);
    expect(isDoNotDisturb({ DND: 'yes please' })).toBe(false);
    expect(isDoNotDisturb({})).toBe(false);
  });

  it('reads the proposal number from the additionals', () => {
    expect(proposalNumber({ ProposalNumber: 'PRP1' })).toBe('PRP1');
    expect(proposalNumber({ ProposalNumber: ' ' })).toBeNull();
    expect(proposalNumber({})).toBeNull();
  });
});

describe('small readings', () => {
  it('names the viewer, the grade and additional values', () => {
    expect([historyViewerOf(true), historyViewerOf(false)]).toEqual(['provider', 'insurer']);
    expect([dcGradeLabel('A'), dcGradeLabel('Grade b'), dcGradeLabel('C'), dcGradeLabel(''), dcGradeLabel(null)]).toEqual(['Premium', 'Premium', 'Non Premium', null, null]);
    expect([additionalText(true), additionalText(false), additionalText(null), additionalText(''), additionalText(560001), additionalText('x')]).toEqual(['Yes', 'No', '-', '-', '560001', 'x']);
  });
});

describe('a failed history load', () => {
  it("sends each user back to their own appointments list: the spec's path for the insurer admin", () => {
    expect(historyLoadFailedPath('insureradmin')).toBe('/insureradmin/appointments');
    expect(historyLoadFailedPath('mareport')).toBe('/mareport/appointments');
    expect(historyLoadFailedPath('dcadmin')).toBe('/dcadmin/appointments');
    expect(historyLoadFailedPath('dcoperations')).toBe('/dcoperations/appointments');
    expect(historyLoadFailedPath(undefined)).toBe('/insureradmin/appointments');
  });
});
