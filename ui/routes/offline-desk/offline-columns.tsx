import { createColumnHelper } from '@tanstack/react-table';
import Typography from '@mui/material/Typography';
import { SortField } from '../../../core/appointments/sort-fields.ts';
import { AddressCell, CustomerCell } from '../../components/table/request-cells.tsx';
import type { DataTableFeatures } from '../../components/table/table-features.ts';
import { translateCore } from '../../i18n/core-text.ts';
import { translate } from '../../i18n/define-text.ts';
import { offlineText } from './offline-desk.text.ts';
import { ActionsCell, PackageCell, PendingBanner, RequestCell, SelectAllHeader, SelectCell } from './offline-cells.tsx';
import type { OfflineDeskViewModel } from './offline-desk.view-model.ts';
import type { OfflineRowView } from './offline-row.ts';

const helper = createColumnHelper<DataTableFeatures, OfflineRowView>();
const text = (value: string, secondary = false, data = false) => (
  <Typography variant="body2" color={secondary ? 'text.secondary' : undefined} translate={data ? 'no' : undefined}>
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
    helper.display({ id: 'request', header: translate(offlineText, 'colRequest'), cell: (c) => <RequestCell row={c.row.original} vm={vm} /> }),
    helper.display({
      id: 'customer',
      header: translate(offlineText, 'colCustomer'),
      cell: (c) => <CustomerCell row={c.row.original} />,
      meta: { sorts: [{ field: SortField.Priority, label: translate(offlineText, 'sortPriority') }] },
    }),
    helper.display({ id: 'address', header: translate(offlineText, 'colAddress'), cell: (c) => <AddressCell row={c.row.original} /> }),
    helper.display({ id: 'package', header: translate(offlineText, 'colPackage'), cell: (c) => <PackageCell row={c.row.original} vm={vm} /> }),
    helper.display({
      id: 'appointment',
      header: translate(offlineText, 'colAppointment'),
      cell: (c) => (
        <>
          {text(c.row.original.appointment, false, true)}
          <Typography variant="body2" color="text.secondary">{translate(offlineText, 'lastUpdated')} <span translate="no">{c.row.original.lastUpdated}</span></Typography>
          <PendingBanner row={c.row.original} />
        </>
      ),
      meta: { sorts: [{ field: SortField.FulfillmentDate }, { field: SortField.ModificationDate, label: translate(offlineText, 'sortLastUpdated') }] },
    }),
    helper.display({ id: 'doctor', header: translate(offlineText, 'colDoctor'), cell: (c) => text(c.row.original.doctor, false, true) }),
    helper.display({ id: 'provider', header: translate(offlineText, 'colProvider'), cell: (c) => text(c.row.original.providerName, false, true) }),
    helper.display({ id: 'remarks', header: translate(offlineText, 'colRemarks'), cell: (c) => text(c.row.original.remarks, true, !!c.row.original.request.remarks?.trim()) }),
    helper.display({ id: 'status', header: translate(offlineText, 'colStatus'), cell: (c) => text(translateCore(c.row.original.status)) }),
    helper.display({ id: 'actions', header: translate(offlineText, 'colActions'), cell: (c) => <ActionsCell row={c.row.original} vm={vm} /> }),
  ]);
  return all.filter((c) => (c.id !== 'select' || options.selectable) && (c.id !== 'actions' || options.actions));
}
