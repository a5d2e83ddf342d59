import { observer } from 'mobx-react-lite';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CardField } from '../../components/cards/card-field.tsx';
import { DetailsToggle } from '../../components/cards/details-toggle.tsx';
import { AddressCell, CustomerCell } from '../../components/table/request-cells.tsx';
import { ActionsCell, EmptyList, PackageCell, PendingBanner, RequestCell, SelectCell } from './offline-cells.tsx';
import type { OfflineDeskViewModel } from './offline-desk.view-model.ts';
import type { OfflineRowView } from './offline-row.ts';

const OfflineCard = observer(function OfflineCard({ row, vm, selectable }: { row: OfflineRowView; vm: OfflineDeskViewModel; selectable: boolean }) {
  const open = vm.expanded.includes(row.id);
  const detailsId = `card-details-${row.id}`;
  return (
    <Card component="li" variant="outlined" aria-label={`Request ${row.id}`} sx={{ listStyle: 'none' }}>
      <CardContent sx={{ pb: 1 }}>
        <Stack direction="row" sx={{ alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
          <Box>
            <RequestCell row={row} vm={vm} />
          </Box>
          {selectable ? <SelectCell row={row} vm={vm} /> : null}
        </Stack>
        <Box component="dl" sx={{ m: 0, mt: 1 }}>
          <CardField label="Customer Details"><CustomerCell row={row} /></CardField>
          <CardField label="Appointment Date & Time"><Typography variant="body2">{row.appointment}</Typography><PendingBanner row={row} /></CardField>
          <CardField label="Doctor"><Typography variant="body2">{row.doctor}</Typography></CardField>
          <CardField label="Status"><Typography variant="body2">{row.status}</Typography></CardField>
        </Box>
        <DetailsToggle open={open} controls={detailsId} onToggle={() => vm.toggleExpanded(row.id)} />
        {open ? (
          <Box id={detailsId} component="dl" sx={{ m: 0, mt: 1 }}>
            <CardField label="Address / Contact No."><AddressCell row={row} /></CardField>
            <CardField label="Package Details"><PackageCell row={row} vm={vm} /></CardField>
            <CardField label="Provider Name"><Typography variant="body2">{row.providerName}</Typography></CardField>
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

/** The list at 768 px and below: one expandable card per consult. */
export const OfflineCards = observer(function OfflineCards({ vm }: { vm: OfflineDeskViewModel }) {
  const selectable = vm.bulkButtons.length > 0;
  if (vm.rowViews.length === 0) return <EmptyList vm={vm} />;
  return (
    <Stack component="ul" aria-label={`${vm.info.label} list`} aria-busy={vm.loading || undefined} spacing={1.5} sx={{ p: 0, m: 0 }}>
      {vm.rowViews.map((row) => (
        <OfflineCard key={row.id} row={row} vm={vm} selectable={selectable} />
      ))}
    </Stack>
  );
});
