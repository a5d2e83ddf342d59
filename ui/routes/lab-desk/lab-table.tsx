import { useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import { DataTable } from '../../components/table/data-table.tsx';
import { labColumns } from './lab-columns.tsx';
import type { LabDeskViewModel } from './lab-desk.view-model.ts';
import { EmptyList } from './empty-list.tsx';

/** The desktop list: the lab columns on @tanstack/react-table, sorted on the server. */
export const LabTable = observer(function LabTable({ vm }: { vm: LabDeskViewModel }) {
  const selectable = vm.bulkButtons.length > 0;
  const columns = useMemo(() => labColumns(vm, { selectable, actions: vm.showActions }), [vm, selectable, vm.showActions]);
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
