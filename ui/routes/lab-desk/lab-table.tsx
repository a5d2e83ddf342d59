import { useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import { DataTable } from '../../components/table/data-table.tsx';
import { labColumns } from './lab-columns.tsx';
import type { LabDeskViewModel } from './lab-desk.view-model.ts';
import { EmptyList } from './empty-list.tsx';
import { currentLanguage } from '../../i18n/i18n.ts';
import { useText } from '../../i18n/define-text.ts';
import { useCoreText } from '../../i18n/core-text.ts';
import { labDeskText } from './lab-desk.text.ts';

/** The desktop list: the lab columns on @tanstack/react-table, sorted on the server. */
export const LabTable = observer(function LabTable({ vm }: { vm: LabDeskViewModel }) {
  const selectable = vm.bulkButtons.length > 0;
  const t = useText(labDeskText);
  const core = useCoreText();
  // The headers are words of the current language: new columns when it changes.
  const language = currentLanguage();
  const columns = useMemo(() => labColumns(vm, { selectable, actions: vm.showActions }), [vm, selectable, vm.showActions, language]);
  return (
    <DataTable
      label={t('tableLabel', { tab: core(vm.info.label) })}
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
