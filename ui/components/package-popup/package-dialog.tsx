import { observer } from 'mobx-react-lite';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { ListMessage } from '../table/list-message.ts';
import type { PackagePopupModel } from './package-popup.model.ts';
import { useText } from '../../i18n/define-text.ts';
import { componentsText } from '../components.text.ts';
import { useCoreText } from '../../i18n/core-text.ts';
import '../components.core-text.ts';

/** The tests of a row's packages, grouped by group name. */
export const PackageDialog = observer(function PackageDialog({ popup: p, onClose }: { popup: PackagePopupModel | undefined; onClose: () => void }) {
  const t = useText(componentsText);
  const core = useCoreText();
  const named = p?.row.packageName != null;
  return (
    <Dialog open={p !== undefined} onClose={onClose} aria-labelledby="package-dialog-title" fullWidth maxWidth="sm">
      <DialogTitle id="package-dialog-title" translate={named ? 'no' : undefined}>
        {named ? p?.title : t('packageDetails')}
      </DialogTitle>
      <DialogContent dividers>
        {p?.loading ? <CircularProgress aria-label={t('loadingPackage')} /> : null}
        {p?.failed ? <Typography role="alert">{core(ListMessage.fetchFailed)}</Typography> : null}
        {p && !p.loading && !p.failed && p.groups.length === 0 ? <Typography>{t('noTests')}</Typography> : null}
        {p?.groups.map((g) => (
          <Box key={g.groupName} component="section" translate="no" sx={{ mb: 2 }}>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
              {g.groupName}
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 3 }}>
              {g.tests.map((t) => (
                <li key={t}>
                  <Typography variant="body2">{t}</Typography>
                </li>
              ))}
            </Box>
          </Box>
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
    </Dialog>
  );
});
