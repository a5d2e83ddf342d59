import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CardField } from '../../components/cards/card-field.tsx';
import { DetailsToggle } from '../../components/cards/details-toggle.tsx';
import { AddressCell, Badge, BADGE, CustomerCell } from '../../components/table/request-cells.tsx';
import { ActionsCell, AppointmentCell, DownloadCell, PackageCell, SelectCell, StatusCell } from './lab-cells.tsx';
import type { LabDeskViewModel } from './lab-desk.view-model.ts';
import type { LabRowView } from './lab-row.ts';
import { EmptyList } from './empty-list.tsx';


const LabCard = observer(function LabCard({ row, vm, selectable }: { row: LabRowView; vm: LabDeskViewModel; selectable: boolean }) {
  const open = vm.expanded.includes(row.id);
  const detailsId = `card-details-${row.id}`;
  return (
    <Card component="li" variant="outlined" aria-label={`Request ${row.id}`} sx={{ listStyle: 'none' }}>
      <CardContent sx={{ pb: 1 }}>
        <Stack direction="row" sx={{ alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
          <Box>
            <Link component={RouterLink} to={vm.historyPath(row.id)} variant="body2" aria-label={`Request ${row.id}, open its history`} sx={{ fontWeight: 700 }}>
              Request {row.id}
            </Link>
            <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
              <Typography variant="body2">{row.patientName}</Typography>
              {row.hni ? <Badge text="HNI" color={BADGE.HNI} /> : null}
            </Stack>
          </Box>
          {selectable ? <SelectCell row={row} vm={vm} /> : null}
        </Stack>
        <Box component="dl" sx={{ m: 0, mt: 1 }}>
          <CardField label="Appointment Date & Time"><AppointmentCell row={row} /></CardField>
          <CardField label="Status"><StatusCell row={row} /></CardField>
        </Box>
        <DetailsToggle open={open} controls={detailsId} onToggle={() => vm.toggleExpanded(row.id)} />
        {open ? (
          <Box id={detailsId} component="dl" sx={{ m: 0, mt: 1 }}>
            <CardField label="Member ID"><Typography variant="body2">{row.memberId}</Typography></CardField>
            <CardField label="Customer Details"><CustomerCell row={row} /></CardField>
            <CardField label="Address / Contact No."><AddressCell row={row} /></CardField>
            <CardField label="Package Details"><PackageCell row={row} vm={vm} /></CardField>
            <CardField label="Download Sample Reports"><DownloadCell row={row} vm={vm} /></CardField>
            <CardField label="Provider Name"><Typography variant="body2">{row.providerName}</Typography></CardField>
            <CardField label="Corporate / PPMC"><Typography variant="body2">{row.corporate}</Typography></CardField>
            <CardField label="Priority"><Typography variant="body2">{row.priority}</Typography></CardField>
            <CardField label="Remarks"><Typography variant="body2">{row.remarks}</Typography></CardField>
            <CardField label="Last Updated"><Typography variant="body2">{row.lastUpdated}</Typography></CardField>
          </Box>
        ) : null}
        {vm.showActions ? (
          <Box sx={{ mt: 1 }}>
            <ActionsCell row={row} vm={vm} />
          </Box>
        ) : null}
      </CardContent>
    </Card>
  );
});

/** The list at 768 px and below: one expandable card per request (spec 1 §2). */
export const LabCards = observer(function LabCards({ vm }: { vm: LabDeskViewModel }) {
  const selectable = vm.bulkButtons.length > 0;
  if (vm.rowViews.length === 0) return <EmptyList vm={vm} />;
  return (
    <Stack component="ul" aria-label={`${vm.info.label} list`} aria-busy={vm.loading || undefined} spacing={1.5} sx={{ p: 0, m: 0 }}>
      {vm.rowViews.map((row) => (
        <LabCard key={row.id} row={row} vm={vm} selectable={selectable} />
      ))}
    </Stack>
  );
});
