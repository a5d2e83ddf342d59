import { useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import Typography from '@mui/material/Typography';
import { DataTable } from '../../components/table/data-table.tsx';
import { insurerColumns } from './insurer-columns.tsx';
import type { InsurerAppointmentsViewModel } from './insurer-appointments.view-model.ts';

export const NO_APPOINTMENTS = 'No appointments found';

/** The desktop list: the insurer columns on @tanstack/react-table, sorted and paged on the server. */
export const InsurerTable = observer(function InsurerTable({ vm }: { vm: InsurerAppointmentsViewModel }) {
  const columns = useMemo(() => insurerColumns(vm.historyPath), [vm]);
  return (
    <DataTable
      label="All Appointments list"
      columns={columns}
      data={vm.rows}
      getRowId={(row) => String(row.requestId)}
      sort={vm.sort}
      onSort={vm.sortBy}
      empty={<Typography variant="body2">{vm.isLoading ? 'Loading...' : NO_APPOINTMENTS}</Typography>}
      busy={vm.isLoading}
    />
  );
});
