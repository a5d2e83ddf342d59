import { describe, expect, it } from 'vitest';
import { INSURER_SEARCH_OPTIONS, PROVIDER_SEARCH_OPTIONS, SearchBy, searchLabel, searchOptionsFor, searchQuery } from './search-by.ts';

describe('searchOptionsFor', () => {
  it('offers providers and insurers their own lists, in the spec order', () => {
    expect(searchOptionsFor('dcadmin').map((o) => o.label)).toEqual(['Request Id', 'Employee Id', 'Phone Number', 'Email', 'Name']);
    expect(searchOptionsFor('dcoperations').map((o) => o.label)).toEqual(['Request Id', 'Employee Id', 'Phone Number', 'Email', 'Name']);
    expect(searchOptionsFor('insureradmin').map((o) => o.label)).toEqual([
      'Request/Esales Id', 'Member Id', 'Application No', 'Name', 'Contact No',
    ]);
    expect(searchOptionsFor('insurercallCentre')[0].label).toBe('Request/Esales Id');
  });
});

describe('searchQuery', () => {
  it('trims the text and refuses a blank search', () => {
    expect(searchQuery('requestId', '  123 ')).toEqual({ searchBy: 'requestId', text: '123' });
    expect(searchQuery('name', '   ')).toBeUndefined();
  });
});

describe('searchLabel', () => {
  it("names the search by its kind's label, as the results chip shows it", () => {
    expect(searchLabel({ searchBy: SearchBy.name, text: 'asha' }, INSURER_SEARCH_OPTIONS)).toBe('Name: asha');
    expect(searchLabel({ searchBy: SearchBy.employeeId, text: 'E-77' }, PROVIDER_SEARCH_OPTIONS)).toBe('Employee Id: E-77');
  });
});
