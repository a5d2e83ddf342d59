import { useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/table/data-table.tsx';
import { useText } from '../../i18n/define-text.ts';
import { queueText } from './esales-queue.text.ts';
import type { EsalesQueueViewModel } from './esales-queue.view-model.ts';
import { queueColumns } from './queue-columns.tsx';
import type { QueueRowActions } from './row-actions-menu.tsx';

// The queue has one order (newest first); nothing in it sorts.
const NO_SORT = { field: '', descending: true };
const ignoreSort = () => undefined;

/** The desktop queue on the one data table. */
export const QueueTable = observer(function QueueTable({ vm, actions }: { vm: EsalesQueueViewModel; actions: QueueRowActions }) {
  const t = useText(queueText);
  const { i18n } = useTranslation();
  // The headers are rebuilt when the language changes.
  const columns = useMemo(() => queueColumns(vm.historyPath, actions, t), [vm, actions, i18n.language]);
  return (
    <DataTable
      label={t('listLabel')}
      columns={columns}
      data={vm.rows}
      getRowId={(row) => String(row.id)}
      sort={NO_SORT}
      onSort={ignoreSort}
      empty={<Typography variant="body2">{vm.isLoading ? t('loading') : t('noCases')}</Typography>}
      busy={vm.isLoading}
    />
  );
});
