import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { InsurerAppointment } from '../../../core/appointments/insurer-list.port.ts';
import { ExpandLessIcon } from '../../components/icons/expand-less-icon.tsx';
import { ExpandMoreIcon } from '../../components/icons/expand-more-icon.tsx';
import { ContactCell, CustomerCell, RequestCell, StatusCell, TextCell } from './insurer-cells.tsx';
import type { InsurerAppointmentsViewModel } from './insurer-appointments.view-model.ts';
import { NO_APPOINTMENTS } from './insurer-table.tsx';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ mb: 1 }}>
      <Typography component="dt" variant="caption" sx={{ color: 'text.secondary', fontWeight: 700 }}>
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0 }}>
        {children}
      </Box>
    </Box>
  );
}

const InsurerCard = observer(function InsurerCard({ row, vm }: { row: InsurerAppointment; vm: InsurerAppointmentsViewModel }) {
  const open = vm.isExpanded(row.requestId);
  const detailsId = `insurer-card-${row.requestId}`;
  return (
    <Card component="li" variant="outlined" aria-label={`Request ${row.requestId}`} sx={{ listStyle: 'none' }}>
      <CardContent sx={{ pb: 1 }}>
        <Box component="dl" sx={{ m: 0 }}>
          <Field label="Request Id / Employee Id"><RequestCell row={row} historyPath={vm.historyPath(row.requestId)} /></Field>
          <Field label="Customer Name / Corporate Name"><CustomerCell row={row} /></Field>
          <Field label="Status"><StatusCell row={row} /></Field>
          <Field label="Appointment Date & Time"><TextCell value={row.appointmentOn} /></Field>
        </Box>
        <Button size="small" aria-expanded={open} aria-controls={detailsId} onClick={() => vm.toggleExpanded(row.requestId)}
          endIcon={open ? <ExpandLessIcon size="1.1rem" /> : <ExpandMoreIcon size="1.1rem" />}>
          {open ? 'Hide details' : 'Show details'}
        </Button>
        {open ? (
          <Box id={detailsId} component="dl" sx={{ m: 0, mt: 1 }}>
            <Field label="Email / Contact No."><ContactCell row={row} /></Field>
            <Field label="Package Details"><TextCell value={row.productName} /></Field>
            <Field label="Created On"><TextCell value={row.createdOn} /></Field>
            <Field label="Provider Name"><TextCell value={row.providerName} /></Field>
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
