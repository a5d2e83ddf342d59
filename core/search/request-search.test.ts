import { describe, expect, it } from 'vitest';
import { parseSearchBy, requestSearch } from './request-search.ts';

describe('requestSearch', () => {
  it('turns each provider search into the searchParam RequestDetails reads', () => {
    expect(requestSearch({ searchBy: 'requestId', text: '10000001' })).toEqual({ param: { requestIds: [10000001] } });
    expect(requestSearch({ searchBy: 'requestId', text: '10000001, 10000002 10000001' })).toEqual({ param: { requestIds: [10000001, 10000002] } });
    expect(requestSearch({ searchBy: 'employeeId', text: ' E-77 ' })).toEqual({ param: { employeeIds: ['E-77'] } });
    expect(requestSearch({ searchBy: 'employeeId', text: 'E-77, E-78' })).toEqual({ param: { employeeIds: ['E-77', 'E-78'] } });
    expect(requestSearch({ searchBy: 'phoneNumber', text: '+91 98450-12345' })).toEqual({ param: { contactNumber: '919845012345' } });
    expect(requestSearch({ searchBy: 'email', text: 'Priya@Mail' })).toEqual({ param: { emailId: 'Priya@Mail' } });
    expect(requestSearch({ searchBy: 'name', text: 'pri' })).toEqual({ param: { patientName: 'pri' } });
  });

  it('explains a search the server would refuse instead of sending it', () => {
    expect(requestSearch({ searchBy: 'requestId', text: 'R-12' })).toEqual({ problem: 'Enter a numeric Request Id' });
    expect(requestSearch({ searchBy: 'requestId', text: '0' })).toEqual({ problem: 'Enter a numeric Request Id' });
    expect(requestSearch({ searchBy: 'phoneNumber', text: '98' })).toEqual({ problem: 'Enter 3 to 15 digits of the phone number' });
    expect(requestSearch({ searchBy: 'phoneNumber', text: '98ab1' })).toEqual({ problem: 'Enter 3 to 15 digits of the phone number' });
    expect(requestSearch({ searchBy: 'name', text: 'pr' })).toEqual({ problem: 'Enter at least 3 characters of the name' });
    expect(requestSearch({ searchBy: 'email', text: 'a@' })).toEqual({ problem: 'Enter at least 3 characters of the e-mail address' });
    expect(requestSearch({ searchBy: 'memberId', text: 'M1' })).toEqual({ problem: 'This search is not available for lab appointments' });
    const many = Array.from({ length: 101 }, (_, i) => i + 1).join(',');
    expect(requestSearch({ searchBy: 'requestId', text: many })).toEqual({ problem: 'Search at most 100 ids at a time' });
  });
});

describe('parseSearchBy', () => {
  it('accepts only known keys', () => {
    expect(parseSearchBy('employeeId')).toBe('employeeId');
    expect(parseSearchBy('nope')).toBeUndefined();
    expect(parseSearchBy(null)).toBeUndefined();
  });
});
