import { createColumnHelper } from '@tanstack/react-table';
import { InsurerSortField } from '../../../core/appointments/insurer-list.ts';
import type { InsurerAppointment } from '../../../core/appointments/insurer-list.port.ts';
import type { DataTableFeatures } from '../../components/table/table-features.ts';
import { ContactCell, CustomerCell, RequestCell, StatusCell, TextCell } from './insurer-cells.tsx';

const helper = createColumnHelper<DataTableFeatures, InsurerAppointment>();

/**
 * The insurer columns of spec 1 §2, in its order. Appointment Date & Time and Created On sort on the
 * server (FulfillmentDate, CreatedDate).
 */
export function insurerColumns(historyPath: (requestId: number) => string) {
  return helper.columns([
    helper.display({ id: 'request', header: 'Request Id / Employee Id', cell: (c) => <RequestCell row={c.row.original} historyPath={historyPath(c.row.original.requestId)} /> }),
    helper.display({ id: 'customer', header: 'Customer Name / Corporate Name', cell: (c) => <CustomerCell row={c.row.original} /> }),
    helper.display({ id: 'contact', header: 'Email / Contact No.', cell: (c) => <ContactCell row={c.row.original} /> }),
    helper.display({ id: 'status', header: 'Status', cell: (c) => <StatusCell row={c.row.original} /> }),
    helper.accessor('productName', { header: 'Package Details', cell: (c) => <TextCell value={c.getValue()} /> }),
    helper.accessor('appointmentOn', {
      header: 'Appointment Date & Time',
      cell: (c) => <TextCell value={c.getValue()} />,
      meta: { sorts: [{ field: InsurerSortField.FulfillmentDate }] },
    }),
    helper.accessor('createdOn', { header: 'Created On', cell: (c) => <TextCell value={c.getValue()} />, meta: { sorts: [{ field: InsurerSortField.CreatedDate }] } }),
  ]);
}
