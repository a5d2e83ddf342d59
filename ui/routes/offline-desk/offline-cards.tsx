import { observer } from 'mobx-react-lite';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CardField } from '../../components/cards/card-field.tsx';
import { DetailsToggle } from '../../components/cards/details-toggle.tsx';
import { AddressCell, CustomerCell } from '../../components/table/request-cells.tsx';
import { translateCore } from '../../i18n/core-text.ts';
import { useText } from '../../i18n/define-text.ts';
import { offlineText } from './offline-desk.text.ts';
import { ActionsCell, EmptyList, PackageCell, PendingBanner, RequestCell, SelectCell } from './offline-cells.tsx';
import type { OfflineDeskViewModel } from './offline-desk.view-model.ts';
import type { OfflineRowView } from './offline-row.ts';

const OfflineCard = observer(function OfflineCard({ row, vm, selectable }: { row: OfflineRowView; vm: OfflineDeskViewModel; selectable: boolean }) {
  const open = vm.expanded.includes(row.id);
  const detailsId = `card-details-${row.id}`;
  const t = useText(offlineText);
  return (
    <Card component="li" variant="outlined" aria-label={t('requestCard', { id: row.id })} sx={{ listStyle: 'none' }}>
      <CardContent sx={{ pb: 1 }}>
        <Stack direction="row" sx={{ alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
          <Box>
            <RequestCell row={row} vm={vm} />
          </Box>
          {selectable ? <SelectCell row={row} vm={vm} /> : null}
        </Stack>
        <Box component="dl" sx={{ m: 0, mt: 1 }}>
          <CardField label={t('colCustomer')}><CustomerCell row={row} /></CardField>
          <CardField label={t('colAppointment')}><Typography variant="body2" translate="no">{row.appointment}</Typography><PendingBanner row={row} /></CardField>
          <CardField label={t('colDoctor')}><Typography variant="body2" translate="no">{row.doctor}</Typography></CardField>
          <CardField label={t('colStatus')}><Typography variant="body2">{translateCore(row.status)}</Typography></CardField>
        </Box>
        <DetailsToggle open={open} controls={detailsId} onToggle={() => vm.toggleExpanded(row.id)} />
        {open ? (
          <Box id={detailsId} component="dl" sx={{ m: 0, mt: 1 }}>
            <CardField label={t('colAddress')}><AddressCell row={row} /></CardField>
            <CardField label={t('colPackage')}><PackageCell row={row} vm={vm} /></CardField>
            <CardField label={t('colProvider')}><Typography variant="body2" translate="no">{row.providerName}</Typography></CardField>
            <CardField label={t('colRemarks')}><Typography variant="body2" translate={row.request.remarks?.trim() ? 'no' : undefined}>{row.remarks}</Typography></CardField>
            <CardField label={t('lastUpdatedCard')}><Typography variant="body2" translate="no">{row.lastUpdated}</Typography></CardField>
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
  const t = useText(offlineText);
  if (vm.rowViews.length === 0) return <EmptyList vm={vm} />;
  return (
    <Stack component="ul" aria-label={t('listLabel', { tab: translateCore(vm.info.label) })} aria-busy={vm.loading || undefined} spacing={1.5} sx={{ p: 0, m: 0 }}>
      {vm.rowViews.map((row) => (
        <OfflineCard key={row.id} row={row} vm={vm} selectable={selectable} />
      ))}
    </Stack>
  );
});
