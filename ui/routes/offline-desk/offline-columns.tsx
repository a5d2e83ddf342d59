import { createColumnHelper } from '@tanstack/react-table';
import Typography from '@mui/material/Typography';
import { SortField } from '../../../core/appointments/sort-fields.ts';
import { AddressCell, CustomerCell } from '../../components/table/request-cells.tsx';
import type { DataTableFeatures } from '../../components/table/table-features.ts';
import { ActionsCell, PackageCell, PendingBanner, RequestCell, SelectAllHeader, SelectCell } from './offline-cells.tsx';
import type { OfflineDeskViewModel } from './offline-desk.view-model.ts';
import type { OfflineRowView } from './offline-row.ts';

const helper = createColumnHelper<DataTableFeatures, OfflineRowView>();
const text = (value: string, secondary = false) => (
  <Typography variant="body2" color={secondary ? 'text.secondary' : undefined}>
    {value}
  </Typography>
);

/**
 * The columns of spec 3 §2.3 in its order, Doctor beside the appointment it is for. The sortable
 * priority and last change are second names in the customer and appointment headers, as on the
 * lab desk. A tick column leads on tabs with bulk actions; Actions closes the tabs that take them.
 */
export function offlineColumns(vm: OfflineDeskViewModel, options: { selectable: boolean; actions: boolean }) {
  const all = helper.columns([
    helper.display({ id: 'select', header: () => <SelectAllHeader vm={vm} />, cell: (c) => <SelectCell row={c.row.original} vm={vm} /> }),
    helper.display({ id: 'request', header: 'Request ID / Member ID', cell: (c) => <RequestCell row={c.row.original} vm={vm} /> }),
    helper.display({
      id: 'customer',
      header: 'Customer Details',
      cell: (c) => <CustomerCell row={c.row.original} />,
      meta: { sorts: [{ field: SortField.Priority, label: 'Priority' }] },
    }),
    helper.display({ id: 'address', header: 'Address / Contact No.', cell: (c) => <AddressCell row={c.row.original} /> }),
    helper.display({ id: 'package', header: 'Package Details', cell: (c) => <PackageCell row={c.row.original} vm={vm} /> }),
    helper.display({
      id: 'appointment',
      header: 'Appointment Date & Time',
      cell: (c) => (
        <>
          {text(c.row.original.appointment)}
          {text(`Last updated ${c.row.original.lastUpdated}`, true)}
          <PendingBanner row={c.row.original} />
        </>
      ),
      meta: { sorts: [{ field: SortField.FulfillmentDate }, { field: SortField.ModificationDate, label: 'Last Updated' }] },
    }),
    helper.display({ id: 'doctor', header: 'Doctor', cell: (c) => text(c.row.original.doctor) }),
    helper.display({ id: 'provider', header: 'Provider Name', cell: (c) => text(c.row.original.providerName) }),
    helper.display({ id: 'remarks', header: 'Remarks', cell: (c) => text(c.row.original.remarks, true) }),
    helper.display({ id: 'status', header: 'Status', cell: (c) => text(c.row.original.status) }),
    helper.display({ id: 'actions', header: 'Actions', cell: (c) => <ActionsCell row={c.row.original} vm={vm} /> }),
  ]);
  return all.filter((c) => (c.id !== 'select' || options.selectable) && (c.id !== 'actions' || options.actions));
}
