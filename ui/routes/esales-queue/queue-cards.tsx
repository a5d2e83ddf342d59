import { observer } from 'mobx-react-lite';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import Typography from '@mui/material/Typography';
import type { QueueCase } from '../../../core/esales/queue.port.ts';
import { CardField } from '../../components/cards/card-field.tsx';
import { DetailsToggle } from '../../components/cards/details-toggle.tsx';
import type { EsalesQueueViewModel } from './esales-queue.view-model.ts';
import { ContactCell, CustomerCell, IdCell, TextCell } from './queue-cells.tsx';
import { useText } from '../../i18n/define-text.ts';
import { queueText } from './esales-queue.text.ts';
import { RowActionsMenu, type QueueRowActions } from './row-actions-menu.tsx';

const QueueCard = observer(function QueueCard({ row, vm, actions }: { row: QueueCase; vm: EsalesQueueViewModel; actions: QueueRowActions }) {
  const t = useText(queueText);
  const open = vm.isExpanded(row.id);
  const detailsId = `queue-card-${row.id}`;
  return (
    <Card component="li" variant="outlined" aria-label={t('case', { id: row.id })} sx={{ listStyle: 'none' }}>
      <CardContent sx={{ pb: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
          {vm.hasCheckbox(row) ? (
            <Checkbox
              checked={vm.isSelected(row.id)}
              onChange={() => vm.toggleSelected(row.id)}
              slotProps={{ input: { 'aria-label': t('selectCase', { id: row.id }) } }}
              sx={{ mt: -1, ml: -1 }}
            />
          ) : null}
          <Box component="dl" sx={{ m: 0, flex: 1 }}>
            <CardField label={t('colId')}><IdCell row={row} historyPath={vm.historyPath(row.id)} /></CardField>
            <CardField label={t('colCustomer')}><CustomerCell row={row} /></CardField>
            <CardField label={t('colCreated')}><TextCell value={row.createdOn} /></CardField>
          </Box>
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
          <DetailsToggle open={open} controls={detailsId} onToggle={() => vm.toggleExpanded(row.id)} />
          <RowActionsMenu row={row} actions={actions} />
        </Box>
        {open ? (
          <Box id={detailsId} component="dl" sx={{ m: 0, mt: 1 }}>
            <CardField label={t('colContact')}><ContactCell row={row} /></CardField>
            <CardField label={t('colCity')}><TextCell value={row.city} /></CardField>
            <CardField label={t('colState')}><TextCell value={row.state} /></CardField>
          </Box>
        ) : null}
      </CardContent>
    </Card>
  );
});

/** The queue at 768 px and below: one expandable card per case (spec 2 §2.3). */
export const QueueCards = observer(function QueueCards({ vm, actions }: { vm: EsalesQueueViewModel; actions: QueueRowActions }) {
  const t = useText(queueText);
  if (vm.rows.length === 0) return <Typography variant="body2">{vm.isLoading ? t('loading') : t('noCases')}</Typography>;
  return (
    <Box component="ul" aria-label={t('listLabel')} aria-busy={vm.isLoading || undefined} sx={{ p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      {vm.rows.map((row) => (
        <QueueCard key={row.id} row={row} vm={vm} actions={actions} />
      ))}
    </Box>
  );
});
