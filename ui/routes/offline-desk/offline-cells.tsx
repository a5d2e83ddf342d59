import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useText } from '../../i18n/define-text.ts';
import type { OfflineDeskViewModel } from './offline-desk.view-model.ts';
import { offlineText } from './offline-desk.text.ts';
import { translateCore } from '../../i18n/core-text.ts';
import './offline-desk.core-text.ts';
import type { OfflineRowButton, OfflineRowView } from './offline-row.ts';
import { VISUALLY_HIDDEN } from '../../components/visually-hidden.ts';


/** Request ID (a link to its history) over Member ID. */
export function RequestCell({ row, vm }: { row: OfflineRowView; vm: OfflineDeskViewModel }) {
  const t = useText(offlineText);
  return (
    <>
      <Link component={RouterLink} to={vm.historyPath(row.id)} variant="body2" aria-label={t('requestHistory', { id: row.id })} sx={{ fontWeight: 700 }} translate="no">
        {row.id}
      </Link>
      <Typography variant="body2" color="text.secondary" translate="no">{row.memberId}</Typography>
    </>
  );
}

/** The package name; a click opens the tests grouped by group name. */
export function PackageCell({ row, vm }: { row: OfflineRowView; vm: OfflineDeskViewModel }) {
  if (!row.hasPackages) return <Typography variant="body2" translate="no">{row.packageName}</Typography>;
  return (
    <Link component="button" type="button" variant="body2" onClick={() => vm.openPackages(row.request)} sx={{ textAlign: 'left' }} translate="no">
      {row.packageName}
    </Link>
  );
}

/**
 * A button the server offers but not now: it stays focusable (aria-disabled, not disabled), so
 * a keyboard user reaches it and hears why; the reason is its description and its tooltip.
 */
function BlockedButton({ button, rowId }: { button: OfflineRowButton; rowId: number }) {
  const id = useId();
  const t = useText(offlineText);
  return (
    <Tooltip title={button.disabledReason} describeChild>
      <Button size="small" variant="outlined" aria-disabled="true" aria-label={t('actionOnRequest', { action: button.label, id: rowId })} aria-describedby={id}
        sx={{ color: 'text.disabled', borderColor: 'action.disabledBackground', cursor: 'not-allowed' }}>
        {button.label}
        <Box component="span" id={id} sx={VISUALLY_HIDDEN}>{button.disabledReason}</Box>
      </Button>
    </Tooltip>
  );
}

/** The row's buttons from its nextActions, or 'No Actions Allowed'. */
export function ActionsCell({ row, vm }: { row: OfflineRowView; vm: OfflineDeskViewModel }) {
  const t = useText(offlineText);
  if (row.buttons.length === 0) return <Typography variant="body2" color="text.secondary">{t('noActions')}</Typography>;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }}>
      {row.buttons.map((b) =>
        b.disabledReason ? (
          <BlockedButton key={b.action} button={b} rowId={row.id} />
        ) : (
          <Button key={b.action} size="small" variant="outlined" aria-label={t('actionOnRequest', { action: b.label, id: row.id })} onClick={() => vm.act(b.action, row.request)}>
            {b.label}
          </Button>
        ),
      )}
    </Stack>
  );
}

export const SelectCell = observer(function SelectCell({ row, vm }: { row: OfflineRowView; vm: OfflineDeskViewModel }) {
  const t = useText(offlineText);
  return (
    <Checkbox size="small" sx={{ p: 0.5 }} checked={vm.selection.has(row.id)} disabled={!vm.selectableIds.includes(row.id)} onChange={() => vm.selection.toggle(row.id)}
      slotProps={{ input: { 'aria-label': t('selectRequest', { id: row.id }) } }} />
  );
});

export const SelectAllHeader = observer(function SelectAllHeader({ vm }: { vm: OfflineDeskViewModel }) {
  const ids = vm.selectableIds;
  const chosen = ids.filter((id) => vm.selection.has(id)).length;
  const t = useText(offlineText);
  return (
    <Checkbox size="small" sx={{ p: 0.5 }} checked={ids.length > 0 && chosen === ids.length} indeterminate={chosen > 0 && chosen < ids.length} disabled={ids.length === 0}
      onChange={() => vm.selection.toggleAll(ids)} slotProps={{ input: { 'aria-label': t('selectAll') } }} />
  );
});

/** What an empty list says: loading, the search problem, or that nothing matches. */
export const EmptyList = observer(function EmptyList({ vm }: { vm: OfflineDeskViewModel }) {
  const t = useText(offlineText);
  const text = vm.searchProblem ? translateCore(vm.searchProblem) : vm.loading || !vm.loaded ? t('loading') : t('noAppointments');
  return (
    <Typography variant="body2" sx={{ py: 2, textAlign: 'center' }}>
      {text}
    </Typography>
  );
});

/** The red "Action Pending Since" line of a consult whose action has waited 4 hours or more. */
export function PendingBanner({ row }: { row: OfflineRowView }) {
  return row.pending ? <Typography variant="body2" sx={{ color: '#b71c1c', fontWeight: 600 }}>{row.pending}</Typography> : null;
}
