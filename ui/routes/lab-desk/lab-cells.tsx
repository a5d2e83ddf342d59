import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DownloadIcon } from '../../components/icons/download-icon.tsx';
import { Badge, BADGE } from '../../components/table/request-cells.tsx';
import type { LabRowView } from './lab-row.ts';
import { qcRejectedTag } from '../../../core/appointments/display-status.ts';

const NO_REMARKS = qcRejectedTag('').remarks;
import type { LabDeskViewModel } from './lab-desk.view-model.ts';
import { useText } from '../../i18n/define-text.ts';
import { labDeskText } from './lab-desk.text.ts';
import { translateCoreWords, useCoreText } from '../../i18n/core-text.ts';

/** Request ID (a link to its history) over Member ID. */
export function RequestCell({ row, vm }: { row: LabRowView; vm: LabDeskViewModel }) {
  const t = useText(labDeskText);
  return (
    <>
      <Link component={RouterLink} to={vm.historyPath(row.id)} variant="body2" aria-label={t('openHistory', { id: row.id })} sx={{ fontWeight: 700 }}>
        {row.id}
      </Link>
      <Typography variant="body2" color="text.secondary" translate="no">{row.memberId}</Typography>
    </>
  );
}

/** The package name; a click opens the tests grouped by group name. */
export function PackageCell({ row, vm }: { row: LabRowView; vm: LabDeskViewModel }) {
  if (!row.hasPackages) return <Typography variant="body2" translate="no">{row.packageName}</Typography>;
  return (
    <Link component="button" type="button" variant="body2" onClick={() => vm.openPackages(row.request)} sx={{ textAlign: 'left' }} translate="no">
      {row.packageName}
    </Link>
  );
}

/** Date and time, the visit type, and past the SLA the 'Action Pending Since' banner. */
export function AppointmentCell({ row }: { row: LabRowView }) {
  const core = useCoreText();
  return (
    <>
      <Typography variant="body2">{row.appointment}</Typography>
      <Typography variant="body2" color="text.secondary">{core(row.visitType)}</Typography>
      {row.sla ? (
        <Typography variant="body2" sx={{ color: '#b71c1c', fontWeight: 600 }}>
          {core(row.sla.title)}: {translateCoreWords(row.sla.duration)}
        </Typography>
      ) : null}
    </>
  );
}

/** The status text, with the red 'QC Rejected' tag and its remarks for Information Awaited. */
export function StatusCell({ row }: { row: LabRowView }) {
  const core = useCoreText();
  return (
    <>
      <Typography variant="body2">{core(row.status.text)}</Typography>
      {row.status.tag ? (
        <Box sx={{ mt: 0.5 }}>
          <Badge text={core(row.status.tag.label)} color={BADGE.QC} />
          {/* QC's remarks are data; only core's 'No Remarks' is a text of the portal. */}
          <Typography variant="body2" sx={{ color: '#b71c1c' }} translate={row.status.tag.remarks === NO_REMARKS ? undefined : 'no'}>
            {core(row.status.tag.remarks)}
          </Typography>
        </Box>
      ) : null}
    </>
  );
}

export function DownloadCell({ row, vm }: { row: LabRowView; vm: LabDeskViewModel }) {
  const t = useText(labDeskText);
  return (
    <Button size="small" variant="text" startIcon={<DownloadIcon size="1.1rem" />} aria-label={t('downloadReportsOf', { id: row.id })}
      onClick={() => void vm.downloads.documents(row.request)}>
      {t('download')}
    </Button>
  );
}

/** The row's buttons, or 'No Actions Allowed'. */
export function ActionsCell({ row, vm }: { row: LabRowView; vm: LabDeskViewModel }) {
  const t = useText(labDeskText);
  const core = useCoreText();
  if (row.buttons.length === 0) return <Typography variant="body2" color="text.secondary">{t('noActions')}</Typography>;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }}>
      {row.buttons.map((b) => (
        <Button key={b.button} size="small" variant="outlined" aria-label={t('actionOnRequest', { action: core(b.label), id: row.id })} onClick={() => vm.act(b.button, row.request)}>
          {core(b.label)}
        </Button>
      ))}
    </Stack>
  );
}

export const SelectCell = observer(function SelectCell({ row, vm }: { row: LabRowView; vm: LabDeskViewModel }) {
  const t = useText(labDeskText);
  return (
    <Checkbox size="small" sx={{ p: 0.5 }} checked={vm.selection.has(row.id)} disabled={!row.selectable} onChange={() => vm.selection.toggle(row.id)}
      slotProps={{ input: { 'aria-label': t('selectRequest', { id: row.id }) } }} />
  );
});

export const SelectAllHeader = observer(function SelectAllHeader({ vm }: { vm: LabDeskViewModel }) {
  const t = useText(labDeskText);
  const ids = vm.selectableIds;
  const chosen = ids.filter((id) => vm.selection.has(id)).length;
  return (
    <Checkbox size="small" sx={{ p: 0.5 }} checked={ids.length > 0 && chosen === ids.length} indeterminate={chosen > 0 && chosen < ids.length} disabled={ids.length === 0}
      onChange={() => vm.selection.toggleAll(ids)} slotProps={{ input: { 'aria-label': t('selectAllRows') } }} />
  );
});
