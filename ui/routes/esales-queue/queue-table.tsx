import { useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import Typography from '@mui/material/Typography';
import { DataTable } from '../../components/table/data-table.tsx';
import type { EsalesQueueViewModel } from './esales-queue.view-model.ts';
import { queueColumns } from './queue-columns.tsx';
import type { QueueRowActions } from './row-actions-menu.tsx';

export const NO_CASES = 'No e-sales cases found';
// The queue has one order (newest first); nothing in it sorts.
const NO_SORT = { field: '', descending: true };
const ignoreSort = () => undefined;

/** The desktop queue on the one data table. */
export const QueueTable = observer(function QueueTable({ vm, actions }: { vm: EsalesQueueViewModel; actions: QueueRowActions }) {
  const columns = useMemo(() => queueColumns(vm.historyPath, actions), [vm, actions]);
  return (
    <DataTable
      label="ESales Queue list"
      columns={columns}
      data={vm.rows}
      getRowId={(row) => String(row.id)}
      sort={NO_SORT}
      onSort={ignoreSort}
      empty={<Typography variant="body2">{vm.isLoading ? 'Loading...' : NO_CASES}</Typography>}
      busy={vm.isLoading}
    />
  );
});
