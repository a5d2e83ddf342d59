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

/** The tests of a row's packages, grouped by group name. */
export const PackageDialog = observer(function PackageDialog({ popup: p, onClose }: { popup: PackagePopupModel | undefined; onClose: () => void }) {
  return (
    <Dialog open={p !== undefined} onClose={onClose} aria-labelledby="package-dialog-title" fullWidth maxWidth="sm">
      <DialogTitle id="package-dialog-title">{p?.title}</DialogTitle>
      <DialogContent dividers>
        {p?.loading ? <CircularProgress aria-label="Loading package details" /> : null}
        {p?.failed ? <Typography role="alert">{ListMessage.fetchFailed}</Typography> : null}
        {p && !p.loading && !p.failed && p.groups.length === 0 ? <Typography>No tests listed for this package</Typography> : null}
        {p?.groups.map((g) => (
          <Box key={g.groupName} component="section" sx={{ mb: 2 }}>
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
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
});
