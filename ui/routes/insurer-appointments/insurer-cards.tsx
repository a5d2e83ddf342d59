import { observer } from 'mobx-react-lite';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { InsurerAppointment } from '../../../core/appointments/insurer-list.port.ts';
import { CardField } from '../../components/cards/card-field.tsx';
import { DetailsToggle } from '../../components/cards/details-toggle.tsx';
import { ContactCell, CustomerCell, RequestCell, StatusCell, TextCell } from './insurer-cells.tsx';
import type { InsurerAppointmentsViewModel } from './insurer-appointments.view-model.ts';
import { useText } from '../../i18n/define-text.ts';
import { insurerText } from './insurer-appointments.text.ts';


const InsurerCard = observer(function InsurerCard({ row, vm }: { row: InsurerAppointment; vm: InsurerAppointmentsViewModel }) {
  const t = useText(insurerText);
  const open = vm.isExpanded(row.requestId);
  const detailsId = `insurer-card-${row.requestId}`;
  return (
    <Card component="li" variant="outlined" aria-label={t('request', { id: row.requestId })} sx={{ listStyle: 'none' }}>
      <CardContent sx={{ pb: 1 }}>
        <Box component="dl" sx={{ m: 0 }}>
          <CardField label={t('colRequest')}><RequestCell row={row} historyPath={vm.historyPath(row.requestId)} /></CardField>
          <CardField label={t('colCustomer')}><CustomerCell row={row} /></CardField>
          <CardField label={t('colStatus')}><StatusCell row={row} /></CardField>
          <CardField label={t('colAppointment')}><TextCell value={row.appointmentOn} /></CardField>
        </Box>
        <DetailsToggle open={open} controls={detailsId} onToggle={() => vm.toggleExpanded(row.requestId)} />
        {open ? (
          <Box id={detailsId} component="dl" sx={{ m: 0, mt: 1 }}>
            <CardField label={t('colContact')}><ContactCell row={row} /></CardField>
            <CardField label={t('colPackage')}><TextCell value={row.productName} /></CardField>
            <CardField label={t('colCreated')}><TextCell value={row.createdOn} /></CardField>
            <CardField label={t('colProvider')}><TextCell value={row.providerName} /></CardField>
          </Box>
        ) : null}
      </CardContent>
    </Card>
  );
});

/** The list at 768 px and below: one expandable card per request (spec 1 §2). */
export const InsurerCards = observer(function InsurerCards({ vm }: { vm: InsurerAppointmentsViewModel }) {
  const t = useText(insurerText);
  if (vm.rows.length === 0) return <Typography variant="body2">{vm.isLoading ? t('loading') : t('noAppointments')}</Typography>;
  return (
    <Box component="ul" aria-label={t('listLabel')} aria-busy={vm.isLoading || undefined} sx={{ p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      {vm.rows.map((row) => (
        <InsurerCard key={row.requestId} row={row} vm={vm} />
      ))}
    </Box>
  );
});
