import { lazy, Suspense, useMemo, useState } from 'react';
import { observer } from 'mobx-react-lite';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DateRangeFilter } from '../../components/date-range/date-range-filter.tsx';
import { Pager } from '../../components/table/pager.tsx';
import { useSearchedList } from '../../components/table/use-searched-list.ts';
import { EsalesTokens } from '../../di/esales.di-tokens.ts';
import { WithViewModel } from '../../di/with-view-model.tsx';
import type { EsalesQueueViewModel } from './esales-queue.view-model.ts';
import { QueueCards } from './queue-cards.tsx';
import { QueueTable } from './queue-table.tsx';
import type { QueueCase } from '../../../core/esales/queue.port.ts';
import { AddCorrespondenceDialog } from '../esales-dialogs/add-correspondence-dialog.tsx';
import { CaseCommunicationDialog } from '../esales-dialogs/case-communication-dialog.tsx';
import { ShowCorrespondenceDialog } from '../esales-dialogs/show-correspondence-dialog.tsx';
import type { QueueRowActions } from './row-actions-menu.tsx';
import { CreateAppointmentDialog } from '../create-appointment/create-appointment-dialog.tsx';
import type { CasePrefill } from '../create-appointment/create-appointment.view-model.ts';
import { UploadIcon } from '../../components/icons/upload-icon.tsx';
import { ExportButton } from '../../components/table/export-button.tsx';
import { ListAlerts } from '../../components/table/list-alerts.tsx';
import { QUEUE_LOAD_ADVICE } from '../../../core/esales/queue.ts';
import { useCoreText } from '../../i18n/core-text.ts';
import { translateWithTail } from '../../i18n/core-message-parts.ts';
import { useText } from '../../i18n/define-text.ts';
import { queueText } from './esales-queue.text.ts';
import { SearchChip } from '../insurer-appointments/search-chip.tsx';
import '../insurer-appointments/insurer-appointments.core-text.ts';

/** Bulk Case Creation arrives only when first opened: most visits never open it, and two roles only may. */
const BulkCasesDialog = lazy(() => import('../bulk-cases/bulk-cases-dialog.tsx').then((m) => ({ default: m.BulkCasesDialog })));

/** The row dialog open on the queue, if any, and its case. */
type OpenDialog = { kind: 'add' | 'show' | 'communication' | 'create'; row: QueueCase } | null;

/**
 * The appointment form's prefill from a queue row: the case's customer, member id, city and state.
 * A do-not-disturb case's contacts arrive masked, so the agent types them instead.
 */
function prefillOf(row: QueueCase): CasePrefill {
  const hidden = row.doNotDisturb || row.doNotDisturbCustomer;
  return {
    caseId: String(row.id),
    name: row.name,
    phone: hidden ? '' : (row.phone ?? ''),
    email: hidden ? '' : (row.email ?? ''),
    memberId: row.memberId ?? '',
    city: row.city ?? '',
    state: row.state ?? '',
    dnd: row.doNotDisturb,
    dndCustomer: row.doNotDisturbCustomer,
  };
}

/**
 * /{role}/appointments/esalesqueue: the e-sales queue (spec 2 §2.3) and its row dialogs (spec 2
 * §2.4, built in ui/routes/esales-dialogs; Create Appointment in ui/routes/create-appointment).
 */
export default function EsalesQueuePage() {
  const [open, setOpen] = useState<OpenDialog>(null);
  const actions = useMemo<QueueRowActions>(
    () => ({
      addCorrespondence: (row) => setOpen({ kind: 'add', row }),
      showCorrespondence: (row) => setOpen({ kind: 'show', row }),
      communicationHistory: (row) => setOpen({ kind: 'communication', row }),
      createAppointment: (row) => setOpen({ kind: 'create', row }),
    }),
    [],
  );
  const close = () => setOpen(null);
  // One prefill per opening: the form starts again whenever its prefill object changes.
  const prefill = useMemo(() => (open?.kind === 'create' ? prefillOf(open.row) : null), [open]);
  const esale = open ? { id: open.row.id, name: open.row.name, dnd: { DND: open.row.doNotDisturb, DNDCustomer: open.row.doNotDisturbCustomer } } : null;
  return (
    <>
      <WithViewModel id={EsalesTokens.queueViewModel}>
        {(vm: EsalesQueueViewModel) => <EsalesQueueScreen vm={vm} actions={actions} />}
      </WithViewModel>
      {open?.kind === 'add' && esale ? <AddCorrespondenceDialog esale={esale} onClose={close} /> : null}
      {open?.kind === 'show' && esale ? <ShowCorrespondenceDialog esale={esale} onClose={close} /> : null}
      {open?.kind === 'communication' && esale ? <CaseCommunicationDialog esale={esale} onClose={close} /> : null}
      <CreateAppointmentDialog prefill={prefill} onClose={close} />
    </>
  );
}

export const EsalesQueueScreen = observer(function EsalesQueueScreen({ vm, actions }: { vm: EsalesQueueViewModel; actions: QueueRowActions }) {
  const mobile = useSearchedList(vm);
  const [bulkOpen, setBulkOpen] = useState(false);
  const t = useText(queueText);
  const tc = useCoreText();

  return (
    <Box>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
        {t('title')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', justifyContent: 'space-between', mb: 2 }}>
        {vm.search && vm.searchLabel ? (
          <SearchChip search={vm.search} onDelete={vm.clearSearch} />
        ) : (
          <DateRangeFilter model={vm.dates} onApply={vm.applyDates} />
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {vm.showBulkCreation ? (
            <Button variant="contained" onClick={() => setBulkOpen(true)} startIcon={<UploadIcon size="1.1rem" />}>
              {t('bulkCreation')}
            </Button>
          ) : null}
          {vm.showExport ? (
            <ExportButton busy={vm.isExporting} onExport={() => void vm.exportCsv()} />
          ) : null}
        </Box>
      </Box>
      <ListAlerts error={vm.error && translateWithTail(tc, vm.error, QUEUE_LOAD_ADVICE)} searchProblem={vm.searchProblem && tc(vm.searchProblem)} />
      {mobile ? <QueueCards vm={vm} actions={actions} /> : <QueueTable vm={vm} actions={actions} />}
      <Pager page={vm.page} pageCount={vm.pageCount} total={vm.totalText} onPage={vm.goToPage} compact={mobile} />
      {vm.showBulkCreation && bulkOpen ? (
        <Suspense fallback={null}>
          <BulkCasesDialog open onClose={() => setBulkOpen(false)} onCreated={() => void vm.load()} />
        </Suspense>
      ) : null}
    </Box>
  );
});
