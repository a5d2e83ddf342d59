import { describe, expect, it } from 'vitest';
import { SearchBy } from '../search/search-by.ts';
import { RoleName } from '../session/roles.ts';
import { canDownloadReports, INSURER_DEFAULT_SORT, insurerListErrorMessage, insurerSearch, nextInsurerSort } from './insurer-list.ts';

describe('insurer list sorting', () => {
  it('opens on the appointment date, latest first, and flips on a second click', () => {
    expect(INSURER_DEFAULT_SORT).toEqual({ field: 'FulfillmentDate', descending: true });
    expect(nextInsurerSort(INSURER_DEFAULT_SORT, 'FulfillmentDate')).toEqual({ field: 'FulfillmentDate', descending: false });
    expect(nextInsurerSort(INSURER_DEFAULT_SORT, 'CreatedDate')).toEqual({ field: 'CreatedDate', descending: true });
  });
});

describe('insurer search', () => {
  const run = (searchBy: SearchBy, text: string) => insurerSearch({ searchBy, text });
  it('maps each insurer key to its field of the call', () => {
    expect(run(SearchBy.requestOrEsalesId, ' 10000769 ')).toEqual({ fields: { requestID: 10000769 } });
    expect(run(SearchBy.memberId, 'KSS856613')).toEqual({ fields: { employeeID: 'KSS856613' } });
    expect(run(SearchBy.applicationNo, 'MA543610837')).toEqual({ fields: { MAID: 'MA543610837' } });
    expect(run(SearchBy.name, 'Asha')).toEqual({ fields: { patientName: 'Asha' } });
    expect(run(SearchBy.contactNo, '+91 98765-43210')).toEqual({ fields: { mobileNo: '919876543210' } });
  });

  it('refuses what the call would refuse', () => {
    expect(run(SearchBy.requestOrEsalesId, 'abc')).toEqual({ problem: 'Enter a numeric Request/Esales Id' });
    expect(run(SearchBy.requestOrEsalesId, '0')).toHaveProperty('problem');
    expect(run(SearchBy.name, 'As')).toEqual({ problem: 'Enter at least 3 characters of the name' });
    expect(run(SearchBy.contactNo, '12')).toHaveProperty('problem');
    expect(run(SearchBy.memberId, 'x'.repeat(51))).toHaveProperty('problem');
    expect(run(SearchBy.email, 'a@b.in')).toEqual({ problem: 'This search is not available for insurer appointments' });
  });
});

describe('insurer list error and report visibility', () => {
  it('follows the server message with the logout advice', () => {
    expect(insurerListErrorMessage('Corporate not allowed')).toBe('Corporate not allowed Please Logout and try again !');
    expect(insurerListErrorMessage('  ')).toBe('Something went wrong. Please try again later');
    expect(insurerListErrorMessage(null)).toBe('Something went wrong. Please try again later');
  });

  it('offers Download Reports to mareport on a desktop and the insurer admin on a phone', () => {
    expect(canDownloadReports(RoleName.mareport, false)).toBe(true);
    expect(canDownloadReports(RoleName.mareport, true)).toBe(false);
    expect(canDownloadReports(RoleName.insureradmin, true)).toBe(true);
    expect(canDownloadReports(RoleName.insureradmin, false)).toBe(false);
    expect(canDownloadReports(RoleName.insurerbranch, false)).toBe(false);
    expect(canDownloadReports(RoleName.insurercallCentre, true)).toBe(false);
  });
});
