import { useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import { DataTable } from '../../components/table/data-table.tsx';
import { EmptyList } from './offline-cells.tsx';
import { offlineColumns } from './offline-columns.tsx';
import type { OfflineDeskViewModel } from './offline-desk.view-model.ts';

/** The desktop list: the offline columns on @tanstack/react-table, sorted on the server. */
export const OfflineTable = observer(function OfflineTable({ vm }: { vm: OfflineDeskViewModel }) {
  const selectable = vm.bulkButtons.length > 0;
  const columns = useMemo(() => offlineColumns(vm, { selectable, actions: vm.showActions }), [vm, selectable, vm.showActions]);
  return (
    <DataTable
      label={`${vm.info.label} list`}
      columns={columns}
      data={vm.rowViews}
      getRowId={(row) => String(row.id)}
      sort={vm.sort}
      onSort={vm.sortBy}
      empty={<EmptyList vm={vm} />}
      busy={vm.loading}
    />
  );
});
