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
import { NO_APPOINTMENTS } from './insurer-table.tsx';


const InsurerCard = observer(function InsurerCard({ row, vm }: { row: InsurerAppointment; vm: InsurerAppointmentsViewModel }) {
  const open = vm.isExpanded(row.requestId);
  const detailsId = `insurer-card-${row.requestId}`;
  return (
    <Card component="li" variant="outlined" aria-label={`Request ${row.requestId}`} sx={{ listStyle: 'none' }}>
      <CardContent sx={{ pb: 1 }}>
        <Box component="dl" sx={{ m: 0 }}>
          <CardField label="Request Id / Employee Id"><RequestCell row={row} historyPath={vm.historyPath(row.requestId)} /></CardField>
          <CardField label="Customer Name / Corporate Name"><CustomerCell row={row} /></CardField>
          <CardField label="Status"><StatusCell row={row} /></CardField>
          <CardField label="Appointment Date & Time"><TextCell value={row.appointmentOn} /></CardField>
        </Box>
        <DetailsToggle open={open} controls={detailsId} onToggle={() => vm.toggleExpanded(row.requestId)} />
        {open ? (
          <Box id={detailsId} component="dl" sx={{ m: 0, mt: 1 }}>
            <CardField label="Email / Contact No."><ContactCell row={row} /></CardField>
            <CardField label="Package Details"><TextCell value={row.productName} /></CardField>
            <CardField label="Created On"><TextCell value={row.createdOn} /></CardField>
            <CardField label="Provider Name"><TextCell value={row.providerName} /></CardField>
          </Box>
        ) : null}
      </CardContent>
    </Card>
  );
});

/** The list at 768 px and below: one expandable card per request (spec 1 §2). */
export const InsurerCards = observer(function InsurerCards({ vm }: { vm: InsurerAppointmentsViewModel }) {
  if (vm.rows.length === 0) return <Typography variant="body2">{vm.isLoading ? 'Loading...' : NO_APPOINTMENTS}</Typography>;
  return (
    <Box component="ul" aria-label="All Appointments list" aria-busy={vm.isLoading || undefined} sx={{ p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      {vm.rows.map((row) => (
        <InsurerCard key={row.requestId} row={row} vm={vm} />
      ))}
    </Box>
  );
});
