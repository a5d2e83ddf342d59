import { createColumnHelper } from '@tanstack/react-table';
import Typography from '@mui/material/Typography';
import { SortField } from '../../../core/appointments/sort-fields.ts';
import type { DataTableFeatures } from '../../components/table/table-features.ts';
import {
  ActionsCell,
  AddressCell,
  AppointmentCell,
  CustomerCell,
  DownloadCell,
  PackageCell,
  RequestCell,
  SelectAllHeader,
  SelectCell,
  StatusCell,
} from './lab-cells.tsx';
import type { LabDeskViewModel } from './lab-desk.view-model.ts';
import type { LabRowView } from './lab-row.ts';

const helper = createColumnHelper<DataTableFeatures, LabRowView>();
const text = (value: string) => <Typography variant="body2">{value}</Typography>;

/**
 * The lab columns of spec 1 §2, in its order, plus Priority and Last Updated (the sortable
 * priority and modification date need a header of their own). A tick column leads on tabs with
 * bulk actions; Actions closes every tab but All Appointments.
 */
export function labColumns(vm: LabDeskViewModel, options: { selectable: boolean; actions: boolean }) {
  const all = helper.columns([
    helper.display({ id: 'select', header: () => <SelectAllHeader vm={vm} />, cell: (c) => <SelectCell row={c.row.original} vm={vm} /> }),
    helper.display({ id: 'request', header: 'Request ID / Member ID', cell: (c) => <RequestCell row={c.row.original} vm={vm} />, meta: { minWidth: 120 } }),
    helper.display({ id: 'customer', header: 'Customer Details', cell: (c) => <CustomerCell row={c.row.original} />, meta: { minWidth: 170 } }),
    helper.display({ id: 'address', header: 'Address / Contact No.', cell: (c) => <AddressCell row={c.row.original} />, meta: { minWidth: 170 } }),
    helper.display({ id: 'package', header: 'Package Details', cell: (c) => <PackageCell row={c.row.original} vm={vm} />, meta: { minWidth: 150 } }),
    helper.display({
      id: 'appointment',
      header: 'Appointment Date & Time',
      cell: (c) => <AppointmentCell row={c.row.original} />,
      meta: { sortField: SortField.FulfillmentDate, minWidth: 170 },
    }),
    helper.display({ id: 'download', header: 'Download Sample Reports', cell: (c) => <DownloadCell row={c.row.original} vm={vm} /> }),
    helper.accessor('providerName', { header: 'Provider Name', cell: (c) => text(c.getValue()), meta: { minWidth: 140 } }),
    helper.accessor('corporate', { header: 'Corporate / PPMC', cell: (c) => text(c.getValue()) }),
    helper.accessor('priority', { header: 'Priority', cell: (c) => text(c.getValue()), meta: { sortField: SortField.Priority } }),
    helper.accessor('remarks', { header: 'Remarks', cell: (c) => text(c.getValue()), meta: { minWidth: 160 } }),
    helper.display({ id: 'status', header: 'Status', cell: (c) => <StatusCell row={c.row.original} />, meta: { minWidth: 150 } }),
    helper.accessor('lastUpdated', { header: 'Last Updated', cell: (c) => text(c.getValue()), meta: { sortField: SortField.ModificationDate, minWidth: 150 } }),
    helper.display({ id: 'actions', header: 'Actions', cell: (c) => <ActionsCell row={c.row.original} vm={vm} />, meta: { minWidth: 150 } }),
  ]);
  return all.filter((c) => (c.id !== 'select' || options.selectable) && (c.id !== 'actions' || options.actions));
}
