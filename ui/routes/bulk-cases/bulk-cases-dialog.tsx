import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { MOBILE_QUERY } from '../../app/breakpoints.ts';
import { CloseIcon } from '../../components/icons/close-icon.tsx';
import { EsalesTokens } from '../../di/esales.di-tokens.ts';
import { WithViewModel } from '../../di/with-view-model.tsx';
import { SelectField } from '../create-appointment/form-fields.tsx';
import type { BulkCasesViewModel } from './bulk-cases.view-model.ts';
import { useCoreText } from '../../i18n/core-text.ts';
import { useText } from '../../i18n/define-text.ts';
import { bulkText } from './bulk-cases.text.ts';
import './bulk-cases.core-text.ts';
import { bulkMessageText } from './bulk-message-text.ts';
import { FileDrop } from './file-drop.tsx';
import { RowErrorsTable } from './row-errors-table.tsx';

/**
 * The Bulk Case Creation dialog (spec 2 §2.5), opened from the e-sales queue. A fresh view-model
 * each opening; `onCreated` runs once cases were created, so the queue shows them at once.
 */
export function BulkCasesDialog({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: () => void }) {
  const mobile = useMediaQuery(MOBILE_QUERY, { noSsr: true });
  const t = useText(bulkText);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="bulk-cases-dialog-title" fullWidth maxWidth="sm" fullScreen={mobile}>
      <DialogTitle id="bulk-cases-dialog-title" sx={{ pr: 6 }}>
        {t('title')}
        <IconButton aria-label={t('close')} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      {open ? (
        <WithViewModel id={EsalesTokens.bulkCasesViewModel}>{(vm: BulkCasesViewModel) => <BulkCasesForm vm={vm} onCreated={onCreated} />}</WithViewModel>
      ) : null}
    </Dialog>
  );
}

const asOptions = <T,>(items: readonly T[], value: (t: T) => number, label: (t: T) => string) => items.map((t) => ({ value: String(value(t)), label: label(t) }));
const idOf = (value: string) => (value === '' ? null : Number(value));

export const BulkCasesForm = observer(function BulkCasesForm({ vm, onCreated }: { vm: BulkCasesViewModel; onCreated: () => void }) {
  const t = useText(bulkText);
  const tc = useCoreText();
  useEffect(() => {
    void vm.start();
  }, [vm]);
  const submit = async () => {
    if (await vm.submit()) onCreated();
  };
  return (
    <>
      <DialogContent dividers>
        {vm.isLoading ? <LinearProgress aria-label={t('loadingContracts')} /> : null}
        {vm.loadError ? (
          <Typography role="alert" color="error" sx={{ mb: 2 }}>
            {bulkMessageText(t, tc, vm.loadError)}
          </Typography>
        ) : null}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
          {vm.contractFixed && vm.contract ? (
            <Typography>
              {t('contractIs')}<strong translate="no">{vm.contract.contractName}</strong>
            </Typography>
          ) : (
            <SelectField label={t('contract')} required placeholder={t('chooseContract')} dataOptions disabled={vm.isBusy} value={vm.contractId === null ? '' : String(vm.contractId)}
              options={asOptions(vm.contractChoices, (c) => c.contractId, (c) => c.contractName)}
              onChange={(v) => { const id = idOf(v); if (id !== null) vm.chooseContract(id); }} />
          )}
          {vm.contract ? (
            <>
              <SelectField label={t('source')} required placeholder={t('chooseSource')} dataOptions disabled={vm.isBusy} value={vm.sourceId === null ? '' : String(vm.sourceId)}
                options={asOptions(vm.sources, (s) => s.sourceId, (s) => s.sourceName)}
                onChange={(v) => { const id = idOf(v); if (id !== null) vm.chooseSource(id); }} />
              <SelectField label={t('entity')} required placeholder={t('chooseEntity')} dataOptions disabled={vm.isBusy} value={vm.entityRelationId === null ? '' : String(vm.entityRelationId)}
                options={asOptions(vm.children, (c) => c.entityRelationId, (c) => c.entityName)}
                onChange={(v) => { const id = idOf(v); if (id !== null) vm.chooseEntity(id); }} />
              {vm.showPackage ? (
                <SelectField label={t('package')} required placeholder={t('choosePackage')} dataOptions disabled={vm.isBusy || vm.entityRelationId === null} value={vm.packageId === null ? '' : String(vm.packageId)}
                  options={asOptions(vm.packages, (p) => p.packageId, (p) => p.packageName)}
                  onChange={(v) => { const id = idOf(v); if (id !== null) vm.choosePackage(id); }} />
              ) : null}
              <Box>
                <Link component="button" type="button" onClick={() => void vm.downloadTemplate()} disabled={vm.isSavingTemplate}>
                  {t('downloadTemplate', { contract: vm.contract.contractName })}
                </Link>
                {vm.templateError ? (
                  <Typography role="alert" color="error" variant="body2">
                    {vm.templateError}
                  </Typography>
                ) : null}
              </Box>
            </>
          ) : null}
          <FileDrop file={vm.file} onFile={vm.pickFile} disabled={vm.isBusy} problem={vm.fileProblem} />
        </Box>
        <Progress vm={vm} />
        <Verdict vm={vm} />
        <RowErrorsTable vm={vm} />
      </DialogContent>
      <DialogActions>{vm.showSubmit ? <Button variant="contained" onClick={() => void submit()}>{t('submit')}</Button> : null}</DialogActions>
    </>
  );
});

/** The upload's progress while the file is sent, then an open bar while the server creates the cases. */
const Progress = observer(function Progress({ vm }: { vm: BulkCasesViewModel }) {
  const t = useText(bulkText);
  if (!vm.isBusy) return null;
  const uploading = vm.phase === 'uploading';
  return (
    <Box sx={{ mt: 2 }} aria-live="polite">
      <Typography variant="body2">{uploading ? t('uploading', { percent: Math.round(vm.sent * 100) }) : t('creatingCases')}</Typography>
      {uploading ? (
        <LinearProgress variant="determinate" value={Math.round(vm.sent * 100)} aria-label={t('uploadProgress')} />
      ) : (
        <LinearProgress aria-label={t('creatingCasesBar')} />
      )}
    </Box>
  );
});

/** The spec's words: green for created cases, red otherwise, and the server's own message in red beneath. */
const Verdict = observer(function Verdict({ vm }: { vm: BulkCasesViewModel }) {
  const t = useText(bulkText);
  const tc = useCoreText();
  const verdict = vm.verdict;
  if (!verdict) return null;
  return (
    <Box sx={{ mt: 2 }} role={verdict.ok ? 'status' : 'alert'}>
      <Typography sx={{ fontWeight: 600, color: verdict.ok ? 'success.dark' : 'error.main' }}>{bulkMessageText(t, tc, verdict.message)}</Typography>
      {verdict.serverMessage ? <Typography sx={{ color: 'error.main' }}>{bulkMessageText(t, tc, verdict.serverMessage)}</Typography> : null}
    </Box>
  );
});
