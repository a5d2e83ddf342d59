import { describe, expect, it } from 'vitest';
import { toCommunicationItem, toRequestHistory } from './history.mapper.ts';

describe('the history on the wire', () => {
  it('reads a history with missing optional fields as nulls, files and correspondences kept', () => {
    const h = toRequestHistory({
      requestId: 9,
      additionalInformation: { visitType: 'Appointment', patientName: 'Asha', priorityForRequest: { priorityName: 'HNI' }, additionals: { DND: false } },
      statusHistory: [
        {
          statusId: 37, status: 'Report Uploaded', date: '2026-11-22T06:00:00.000Z', requestCreatedBy: 'Ravi', attachments: { bills: { b1: 'Invoice.pdf' } },
          correspondences: [{ id: 1, requestId: 9, createdOn: '2026-11-22T07:00:00.000Z', callStatusValue: 'Answered', attachFiles: { correspondencereports: { c1: 'Notes.pdf' } } }],
        },
      ],
    });
    expect(h.details).toMatchObject({ patientName: 'Asha', contactNo: null, productType: null, priorityName: 'HNI', additionals: { DND: false } });
    expect(h.statuses[0]).toEqual({
      statusId: 37, status: 'Report Uploaded', date: '2026-11-22T06:00:00.000Z', remarks: null, createdBy: 'Ravi', doctorQualification: null,
      attachments: { bills: { b1: 'Invoice.pdf' } },
      correspondences: [{ id: 1, typeValue: null, callTypeValue: null, callStatusValue: 'Answered', comment: null, createdOn: '2026-11-22T07:00:00.000Z', files: { c1: 'Notes.pdf' } }],
    });
    expect(h.primaryContactNo).toBeNull();
  });

  it("reads the wire's 'reciever' as the recipient", () => {
    expect(
      toCommunicationItem({ id: 3, communicationSentDate: '2026-11-22T06:00:00.000Z', isDelivered: false, currentStatus: 'Failed', communicationTypeValue: 'WhatsApp', reciever: '98765*****' }),
    ).toEqual({ id: 3, sentOn: '2026-11-22T06:00:00.000Z', isDelivered: false, currentStatus: 'Failed', channel: 'WhatsApp', recipient: '98765*****', body: null, messageId: null, statusText: null, statusId: null });
  });
});
