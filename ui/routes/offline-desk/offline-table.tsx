import { useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import { DataTable } from '../../components/table/data-table.tsx';
import { translateCore } from '../../i18n/core-text.ts';
import { currentLanguage } from '../../i18n/i18n.ts';
import { useText } from '../../i18n/define-text.ts';
import { offlineText } from './offline-desk.text.ts';
import { EmptyList } from './offline-cells.tsx';
import { offlineColumns } from './offline-columns.tsx';
import type { OfflineDeskViewModel } from './offline-desk.view-model.ts';

/** The desktop list: the offline columns on @tanstack/react-table, sorted on the server. */
export const OfflineTable = observer(function OfflineTable({ vm }: { vm: OfflineDeskViewModel }) {
  const selectable = vm.bulkButtons.length > 0;
  const t = useText(offlineText);
  const language = currentLanguage();
  // The headers are read in the current language, so a switch builds them again.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const columns = useMemo(() => offlineColumns(vm, { selectable, actions: vm.showActions }), [vm, selectable, vm.showActions, language]);
  return (
    <DataTable
      label={t('listLabel', { tab: translateCore(vm.info.label) })}
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
