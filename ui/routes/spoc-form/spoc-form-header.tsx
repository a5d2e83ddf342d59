import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { SpocMessage } from '../../../core/spoc/spoc-messages.ts';
import { SPOC_LIST_PATH } from '../../../core/spoc/spoc-paths.ts';
import { useCoreText } from '../../i18n/core-text.ts';
import { useText } from '../../i18n/define-text.ts';
import { spocText } from './spoc-form.text.ts';
import type { SpocFormViewModel } from './spoc-form.view-model.ts';

/** Breadcrumb, the SPOC's name and ID (or their placeholders), and the profile status toggle (spec 3 §2.7). */
export const SpocFormHeader = observer(function SpocFormHeader({ vm }: { vm: SpocFormViewModel }) {
  const { name, id } = vm.heading;
  const t = useText(spocText);
  const tc = useCoreText();
  const named = vm.record !== null && name !== SpocMessage.newSpoc;
  return (
    <>
      <Breadcrumbs aria-label={t('breadcrumb')} sx={{ mb: 1 }}>
        <Link component={RouterLink} to={SPOC_LIST_PATH} underline="hover" color="inherit">
          {tc(SpocMessage.listTitle)}
        </Link>
        <Typography color="text.primary" aria-current="page">
          {vm.isEdit ? t('editSpoc') : t('addSpoc')}
        </Typography>
      </Breadcrumbs>
      <Paper variant="outlined" sx={{ p: 2, mb: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <Box sx={{ flex: '1 1 auto', display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'baseline' }}>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }} translate={named ? 'no' : undefined}>
            {named ? name : tc(name)}
          </Typography>
          <Typography color="text.secondary">{vm.record ? t('spocId', { id: vm.record.userId }) : tc(id)}</Typography>
        </Box>
        {vm.canToggleStatus && (
          <FormControlLabel
            control={<Switch checked={vm.form.isActive} disabled={vm.isTogglingStatus} onChange={() => void vm.toggleStatus()} />}
            label={t('profileStatus', { status: vm.form.isActive ? t('active') : t('deactive') })}
          />
        )}
      </Paper>
    </>
  );
});
