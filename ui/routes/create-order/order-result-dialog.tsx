import { observer } from 'mobx-react-lite';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import type { CreateOrderViewModel } from './create-order.view-model.ts';
import { useText } from '../../i18n/define-text.ts';
import { orderText } from './create-order.text.ts';
import { VISUALLY_HIDDEN } from '../../components/visually-hidden.ts';

/**
 * The outcome of Submit (spec 2 §2.1, §8): "Order Created" and "Order Number: N" in green, or the
 * server's errorMessage in red. A click on the backdrop does not close it; OK and Escape do.
 */
export const OrderResultDialog = observer(function OrderResultDialog({ vm }: { vm: CreateOrderViewModel }) {
  const t = useText(orderText);
  const created = vm.outcome?.created ?? false;
  const color = created ? 'success.dark' : 'error.main';
  return (
    <Dialog
      open={vm.outcome !== null}
      onClose={(_event, reason) => {
        if (reason !== 'backdropClick') vm.closeResult();
      }}
      aria-labelledby="create-order-result-name" aria-describedby="create-order-result-text" fullWidth maxWidth="xs">
      <Box component="span" id="create-order-result-name" sx={VISUALLY_HIDDEN}>
        {t('orderResult')}
      </Box>
      <DialogContent id="create-order-result-text">
        {vm.resultTitle ? (
          <Typography component="h2" variant="h6" sx={{ color, fontWeight: 700 }}>
            {vm.resultTitle}
          </Typography>
        ) : null}
        <Typography sx={{ color }}>{vm.resultText}</Typography>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={vm.closeResult} autoFocus>
          {t('ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
});

