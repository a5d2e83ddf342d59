import { observer } from 'mobx-react-lite';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useCoreText } from '../../i18n/core-text.ts';
import { useText } from '../../i18n/define-text.ts';
import type { BulkResultRow, BulkRunModel } from './bulk-run.model.ts';
import { bulkText } from './bulk.text.ts';

function RowLine({ row }: { row: BulkResultRow }) {
  const t = useText(bulkText);
  const core = useCoreText();
  const what = row.kind === 'refused' ? t('refused', { reason: core(row.reason) }) : t(row.kind);
  return (
    <li>
      <span translate="no">{t('request', { id: row.requestId })}</span>: {what}
    </li>
  );
}

/**
 * After a bulk action: each row applied or refused with the reason, and Undo with its countdown
 * while the window is open. It is a status region, so a screen reader announces it; it stays until
 * dismissed or the next action.
 */
export const BulkResultPanel = observer(function BulkResultPanel({ model }: { model: BulkRunModel }) {
  const t = useText(bulkText);
  const core = useCoreText();
  const r = model.result;
  if (!r) return null;
  const heading = r.undone && !r.undoRefusal
    ? t('undoneHeading', { reverted: model.appliedCount, kept: model.refusedCount })
    : t('resultHeading', { action: core(r.actionLabel), applied: model.appliedCount, refused: model.refusedCount });
  // The countdown sits outside the status region, so a screen reader is not told every second.
  return (
    <Box sx={{ mb: 2 }}>
      <Alert severity={model.refusedCount > 0 ? 'warning' : 'success'} role="status" aria-label={t('results')} sx={{ '& .MuiAlert-message': { width: '100%' } }}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {heading}
        </Typography>
        {r.undoRefusal !== undefined ? <Typography>{t('undoRefused', { reason: core(r.undoRefusal) })}</Typography> : null}
        <Box component="ul" sx={{ m: 0, pl: 3 }}>
          {r.rows.map((row) => (
            <RowLine key={row.requestId} row={row} />
          ))}
        </Box>
      </Alert>
      <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
        {model.secondsLeft > 0 ? (
          <Button variant="contained" size="small" disabled={!model.canUndo} onClick={() => void model.undo()}>
            {t('undo', { seconds: model.secondsLeft })}
          </Button>
        ) : null}
        <Button variant="outlined" size="small" onClick={model.dismiss}>
          {t('dismiss')}
        </Button>
      </Box>
    </Box>
  );
});
