import { createColumnHelper } from '@tanstack/react-table';
import { InsurerSortField } from '../../../core/appointments/insurer-list.ts';
import type { InsurerAppointment } from '../../../core/appointments/insurer-list.port.ts';
import type { DataTableFeatures } from '../../components/table/table-features.ts';
import type { Translate } from '../../i18n/define-text.ts';
import type { InsurerTextKey } from './insurer-appointments.text.ts';
import { ContactCell, CustomerCell, RequestCell, StatusCell, TextCell } from './insurer-cells.tsx';

const helper = createColumnHelper<DataTableFeatures, InsurerAppointment>();

/**
 * The insurer columns of spec 1 §2, in its order. Appointment Date & Time and Created On sort on the
 * server (FulfillmentDate, CreatedDate).
 */
export function insurerColumns(historyPath: (requestId: number) => string, t: Translate<InsurerTextKey>) {
  return helper.columns([
    helper.display({ id: 'request', header: t('colRequest'), cell: (c) => <RequestCell row={c.row.original} historyPath={historyPath(c.row.original.requestId)} /> }),
    helper.display({ id: 'customer', header: t('colCustomer'), cell: (c) => <CustomerCell row={c.row.original} /> }),
    helper.display({ id: 'contact', header: t('colContact'), cell: (c) => <ContactCell row={c.row.original} /> }),
    helper.display({ id: 'status', header: t('colStatus'), cell: (c) => <StatusCell row={c.row.original} /> }),
    helper.accessor('productName', { header: t('colPackage'), cell: (c) => <TextCell value={c.getValue()} /> }),
    helper.accessor('appointmentOn', {
      header: t('colAppointment'),
      cell: (c) => <TextCell value={c.getValue()} />,
      meta: { sorts: [{ field: InsurerSortField.FulfillmentDate }] },
    }),
    helper.accessor('createdOn', { header: t('colCreated'), cell: (c) => <TextCell value={c.getValue()} />, meta: { sorts: [{ field: InsurerSortField.CreatedDate }] } }),
  ]);
}
