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
import { translateCore, useCoreText } from '../../i18n/core-text.ts';
import { useText } from '../../i18n/define-text.ts';
import { ActionsCell, AppointmentCell, DownloadCell, PackageCell, SelectCell, StatusCell } from './lab-cells.tsx';
import type { LabDeskViewModel } from './lab-desk.view-model.ts';
import type { LabRowView } from './lab-row.ts';
import { EmptyList } from './empty-list.tsx';
import { labDeskText } from './lab-desk.text.ts';

const LabCard = observer(function LabCard({ row, vm, selectable }: { row: LabRowView; vm: LabDeskViewModel; selectable: boolean }) {
  const open = vm.expanded.includes(row.id);
  const detailsId = `card-details-${row.id}`;
  const t = useText(labDeskText);
  return (
    <Card component="li" variant="outlined" aria-label={t('cardRequest', { id: row.id })} sx={{ listStyle: 'none' }}>
      <CardContent sx={{ pb: 1 }}>
        <Stack direction="row" sx={{ alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
          <Box>
            <Link component={RouterLink} to={vm.historyPath(row.id)} variant="body2" aria-label={t('openHistory', { id: row.id })} sx={{ fontWeight: 700 }}>
              {t('cardRequest', { id: row.id })}
            </Link>
            <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
              <Typography variant="body2" translate="no">{row.patientName}</Typography>
              {row.hni ? <span translate="no"><Badge text="HNI" color={BADGE.HNI} /></span> : null}
            </Stack>
          </Box>
          {selectable ? <SelectCell row={row} vm={vm} /> : null}
        </Stack>
        <Box component="dl" sx={{ m: 0, mt: 1 }}>
          <CardField label={t('colAppointment')}><AppointmentCell row={row} /></CardField>
          <CardField label={t('status')}><StatusCell row={row} /></CardField>
        </Box>
        <DetailsToggle open={open} controls={detailsId} onToggle={() => vm.toggleExpanded(row.id)} />
        {open ? (
          <Box id={detailsId} component="dl" sx={{ m: 0, mt: 1 }}>
            <CardField label={t('memberId')}><Typography variant="body2" translate="no">{row.memberId}</Typography></CardField>
            <CardField label={t('colCustomer')}><CustomerCell row={row} /></CardField>
            <CardField label={t('colAddress')}><AddressCell row={row} /></CardField>
            <CardField label={t('packageDetails')}><PackageCell row={row} vm={vm} /></CardField>
            <CardField label={t('downloadSampleReports')}><DownloadCell row={row} vm={vm} /></CardField>
            <CardField label={t('providerName')}><Typography variant="body2" translate="no">{row.providerName}</Typography></CardField>
            <CardField label={t('corporatePpmc')}><Typography variant="body2">{translateCore(row.corporate)}</Typography></CardField>
            <CardField label={t('sortPriority')}><Typography variant="body2">{translateCore(row.priority)}</Typography></CardField>
            <CardField label={t('remarks')}><Typography variant="body2" translate="no">{row.remarks}</Typography></CardField>
            <CardField label={t('sortLastUpdated')}><Typography variant="body2">{row.lastUpdated}</Typography></CardField>
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
  const t = useText(labDeskText);
  const core = useCoreText();
  if (vm.rowViews.length === 0) return <EmptyList vm={vm} />;
  return (
    <Stack component="ul" aria-label={t('tableLabel', { tab: core(vm.info.label) })} aria-busy={vm.loading || undefined} spacing={1.5} sx={{ p: 0, m: 0 }}>
      {vm.rowViews.map((row) => (
        <LabCard key={row.id} row={row} vm={vm} selectable={selectable} />
      ))}
    </Stack>
  );
});
