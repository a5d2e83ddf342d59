import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { BulkSkipWhy, type BulkSkip } from '../../../core/bulk/bulk-split.ts';
import { useCoreText } from '../../i18n/core-text.ts';
import { useText } from '../../i18n/define-text.ts';
import type { BulkRunModel } from './bulk-run.model.ts';
import { bulkText } from './bulk.text.ts';

/** Why one ticked row is skipped, naming its status in the current language. */
function SkipLine({ skip, actionLabel }: { skip: BulkSkip; actionLabel: string }) {
  const t = useText(bulkText);
  const core = useCoreText();
  const reason = skip.why === BulkSkipWhy.status ? t('skipStatus', { status: core(skip.statusName), action: core(actionLabel) }) : core(skip.reason);
  return (
    <li>
      <span translate="no">{t('request', { id: skip.requestId })}</span>: {reason}
    </li>
  );
}

/** Before a bulk action: how many of the ticked rows it applies to, and why the others are skipped. */
export const BulkPreviewDialog = observer(function BulkPreviewDialog({ model }: { model: BulkRunModel }) {
  const t = useText(bulkText);
  const core = useCoreText();
  const titleId = useId();
  const p = model.preview;
  if (!p) return null;
  return (
    <Dialog open onClose={model.cancel} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('previewTitle', { action: core(p.actionLabel) })}</DialogTitle>
      <DialogContent dividers>
        <Typography>{t(`willBe_${p.verb}`, { count: p.split.applies.length, selected: p.split.selected })}</Typography>
        {p.split.skipped.length > 0 ? (
          <>
            <Typography component="h2" variant="subtitle1" sx={{ mt: 2, fontWeight: 600 }}>
              {t('skippedHeading')}
            </Typography>
            <ul>
              {p.split.skipped.map((s) => (
                <SkipLine key={s.requestId} skip={s} actionLabel={p.actionLabel} />
              ))}
            </ul>
          </>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={model.cancel}>{t('cancel')}</Button>
        <Button variant="contained" disabled={model.appliesCount === 0} onClick={model.continue}>
          {t('continue')}
        </Button>
      </DialogActions>
    </Dialog>
  );
});
