import { createColumnHelper } from '@tanstack/react-table';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PriorityId } from '../../../core/appointments/priorities.ts';
import { SortField } from '../../../core/appointments/sort-fields.ts';
import type { DataTableFeatures } from '../../components/table/table-features.ts';
import { AddressCell, CustomerCell } from '../../components/table/request-cells.tsx';
import {
  ActionsCell,
  AppointmentCell,
  DownloadCell,
  PackageCell,
  RequestCell,
  SelectAllHeader,
  SelectCell,
  StatusCell,
} from './lab-cells.tsx';
import type { LabDeskViewModel } from './lab-desk.view-model.ts';
import type { LabRowView } from './lab-row.ts';
import { translate } from '../../i18n/define-text.ts';
import { translateCore } from '../../i18n/core-text.ts';
import { labDeskText } from './lab-desk.text.ts';

const t = (key: Parameters<typeof translate<NonNullable<(typeof labDeskText)['keys']>>>[1], values?: Record<string, string>) => translate(labDeskText, key, values);

const helper = createColumnHelper<DataTableFeatures, LabRowView>();
const text = (value: string, secondary = false, data = false) => (
  <Typography variant="body2" color={secondary ? 'text.secondary' : undefined} translate={data ? 'no' : undefined}>
    {value}
  </Typography>
);

/**
 * The lab columns of spec 1 §2, in its order, combined in pairs the way the spec itself pairs
 * Request ID / Member ID, so that every column, Actions included, fits a 1280 px screen beside the
 * drawer: Package Details with its Download Sample Reports button, Provider Name with Corporate /
 * PPMC, Status with its Remarks. The sortable priority and last change join the customer and the
 * appointment date, each a second name in that header that sorts by it. A tick column leads on tabs with bulk
 * actions; Actions closes every tab but All Appointments.
 */
export function labColumns(vm: LabDeskViewModel, options: { selectable: boolean; actions: boolean }) {
  const all = helper.columns([
    helper.display({ id: 'select', header: () => <SelectAllHeader vm={vm} />, cell: (c) => <SelectCell row={c.row.original} vm={vm} /> }),
    helper.display({ id: 'request', header: t('colRequest'), cell: (c) => <RequestCell row={c.row.original} vm={vm} /> }),
    helper.display({
      id: 'customer',
      header: t('colCustomer'),
      cell: (c) => (
        <>
          <CustomerCell row={c.row.original} />
          {c.row.original.request.priorityId === PriorityId.NONE ? null : text(t('priority', { priority: translateCore(c.row.original.priority) }), true)}
        </>
      ),
      meta: { sorts: [{ field: SortField.Priority, label: t('sortPriority') }] },
    }),
    helper.display({ id: 'address', header: t('colAddress'), cell: (c) => <AddressCell row={c.row.original} /> }),
    helper.display({
      id: 'package',
      header: t('colPackage'),
      cell: (c) => (
        <>
          <PackageCell row={c.row.original} vm={vm} />
          <Box sx={{ mt: 0.5, ml: -0.5 }}>
            <DownloadCell row={c.row.original} vm={vm} />
          </Box>
        </>
      ),
    }),
    helper.display({
      id: 'appointment',
      header: t('colAppointment'),
      cell: (c) => (
        <>
          <AppointmentCell row={c.row.original} />
          {text(t('lastUpdated', { when: c.row.original.lastUpdated }), true)}
        </>
      ),
      meta: { sorts: [{ field: SortField.FulfillmentDate }, { field: SortField.ModificationDate, label: t('sortLastUpdated') }] },
    }),
    helper.display({
      id: 'provider',
      header: t('colProvider'),
      cell: (c) => (
        <>
          {text(c.row.original.providerName, false, true)}
          {text(translateCore(c.row.original.corporate), true)}
        </>
      ),
    }),
    helper.display({
      id: 'status',
      header: t('colStatus'),
      cell: (c) => (
        <>
          <StatusCell row={c.row.original} />
          {text(c.row.original.remarks, true, true)}
        </>
      ),
    }),
    helper.display({ id: 'actions', header: t('colActions'), cell: (c) => <ActionsCell row={c.row.original} vm={vm} /> }),
  ]);
  return all.filter((c) => (c.id !== 'select' || options.selectable) && (c.id !== 'actions' || options.actions));
}
