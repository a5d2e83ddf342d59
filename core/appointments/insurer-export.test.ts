import { describe, expect, it } from 'vitest';
import { csvField, insurerExportCsv } from './insurer-export.ts';
import type { InsurerAppointment } from './insurer-list.port.ts';

const row: InsurerAppointment = {
  requestId: 10000769, employeeId: 'GTX1', email: 'a@mail.test', phone: '98765*****', name: 'Rao, Asha', corporateName: 'Ganga "Textiles"', maid: 'MA1',
  gender: 'F', age: 40, productName: 'PPMC Level 1', isHomeVisit: true, providerName: 'Apollo', city: 'Pune', doNotDisturb: true, source: 'API',
  sourceName: 'Bharat Shield', statusId: 37, statusText: 'Report Uploaded', priority: 'HNI', appointmentOn: 'Nov 22 2026, 09:30 AM',
  createdOn: 'Nov 20 2026, 08:01 AM', remarks: '=HYPERLINK("x")',
};

describe('the insurer CSV export', () => {
  it('escapes fields and defuses formulas', () => {
    expect([csvField(null), csvField(12), csvField('plain'), csvField('a,b'), csvField('say "hi"'), csvField('line\nbreak'), csvField('-5'), csvField('@x')]).toEqual([
      '', '12', 'plain', '"a,b"', '"say ""hi"""', '"line\nbreak"', "'-5", "'@x",
    ]);
  });

  it('writes a header and one line per row, keeping the masked number as the server sent it', () => {
    const lines = insurerExportCsv([row]).split('\r\n');
    expect(lines[0]).toBe(
      'Request Id,Employee Id,Customer Name,Corporate Name,Email,Contact No.,Status,Package Details,Appointment Date & Time,Created On,Application No,Provider Name,City,Visit Type,Priority,Source,Remarks',
    );
    expect(lines[1]).toBe(
      '10000769,GTX1,"Rao, Asha","Ganga ""Textiles""",a@mail.test,98765*****,Report Uploaded,PPMC Level 1,"Nov 22 2026, 09:30 AM","Nov 20 2026, 08:01 AM",MA1,Apollo,Pune,Home Visit,HNI,API,"\'=HYPERLINK(""x"")"',
    );
    expect(lines[2]).toBe('');
  });
});
