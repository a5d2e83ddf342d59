import { describe, expect, it } from 'vitest';
import { toInsurerAppointment, toInsurerListBody, toReportZipBody } from './insurer-list.mapper.ts';

const scope = { roleId: 9211, userId: 5, corporateIds: [201], agentId: 'AG-1001' };

describe('the insurer list on the wire', () => {
  it('asks for a page of a date range, or a search without one', () => {
    expect(toInsurerListBody({ scope, range: { startDate: '2026-10-22', endDate: '2026-11-22' }, page: 2, pageSize: 10, sort: { field: 'CreatedDate', descending: true } })).toEqual({
      isLabwise: false, corporateIDs: [201], fetchByDate: true, fromDateOfAppointment: '2026-10-22', toDateOfAppointment: '2026-11-22',
      paginationBasedDetail: { pageNumber: 2, recordsPerPage: 10 }, searchType: 'AllAppointment', serviceType: 'Labs',
      sortDetails: { sortByField: 'CreatedDate', isDescending: true }, roleId: 9211, userId: 5, agentId: 'AG-1001', isExportData: false, isEsales: false,
    });
    const search = toInsurerListBody({ scope: { ...scope, corporateIds: [], agentId: undefined }, range: null, page: 1, pageSize: 100, sort: { field: 'FulfillmentDate', descending: true }, search: { MAID: 'MA1' }, isExport: true });
    expect(search).toMatchObject({ fetchByDate: false, fromDateOfAppointment: null, MAID: 'MA1', isExportData: true, paginationBasedDetail: { pageNumber: 1, recordsPerPage: 100 } });
    expect(search).not.toHaveProperty('corporateIDs');
    expect(search).not.toHaveProperty('agentId');
  });

  it('reads a row, its DND flag from the additionals', () => {
    const row = toInsurerAppointment({
      customerDetails: { requestID: 7, name: 'Asha', phonePrimary: '98765*****' },
      appointmentDetails: { fulfillmentDate: null, createdDate: '2026-11-20T02:31:44.000Z', visitType: 'Home_Visit', additionals: { DNDCustomer: true } },
      labeling: { currentStatusId: 22, currentStatusText: 'Appointment Created' },
    });
    expect(row).toMatchObject({ requestId: 7, phone: '98765*****', doNotDisturb: true, isHomeVisit: true, statusText: 'Appointment Created', email: null, appointmentOn: null });
  });

  it('sends the report window in ISO and in Unix seconds', () => {
    expect(toReportZipBody({ zipFileName: 'Reports_9782_20261122_0900', entityRelationIds: [201], start: new Date('2026-11-22T03:30:00.000Z'), end: new Date('2026-11-22T09:30:00.500Z') })).toEqual({
      ZipFileName: 'Reports_9782_20261122_0900', EntityRelationId: [201], ApprovalStartTime: '2026-11-22T03:30:00.000Z', ApprovalEndTime: '2026-11-22T09:30:00.500Z',
      ApprovalStartTimeInUnix: 1795318200, ApprovalEndTimeInUnix: 1795339800,
    });
  });
});
