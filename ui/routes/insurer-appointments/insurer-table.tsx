import { useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/table/data-table.tsx';
import { useText } from '../../i18n/define-text.ts';
import { insurerText } from './insurer-appointments.text.ts';
import { insurerColumns } from './insurer-columns.tsx';
import type { InsurerAppointmentsViewModel } from './insurer-appointments.view-model.ts';

/** The desktop list: the insurer columns on @tanstack/react-table, sorted and paged on the server. */
export const InsurerTable = observer(function InsurerTable({ vm }: { vm: InsurerAppointmentsViewModel }) {
  const t = useText(insurerText);
  const { i18n } = useTranslation();
  // The headers are rebuilt when the language changes.
  const columns = useMemo(() => insurerColumns(vm.historyPath, t), [vm, i18n.language]);
  return (
    <DataTable
      label={t('listLabel')}
      columns={columns}
      data={vm.rows}
      getRowId={(row) => String(row.requestId)}
      sort={vm.sort}
      onSort={vm.sortBy}
      empty={<Typography variant="body2">{vm.isLoading ? t('loading') : t('noAppointments')}</Typography>}
      busy={vm.isLoading}
    />
  );
});
