import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { OrderTokens } from '../../di/order.di-tokens.ts';
import { WithViewModel } from '../../di/with-view-model.tsx';
import { useText } from '../../i18n/define-text.ts';
import { orderText } from './create-order.text.ts';
import { CreateOrderView } from './create-order.view.tsx';
import type { CreateOrderViewModel } from './create-order.view-model.ts';
import { OrderResultDialog } from './order-result-dialog.tsx';

/** /{role}/create/order (spec 2 §2.1): the affiliate order form and its result dialog. */
export default function CreateOrderPage() {
  const t = useText(orderText);
  return (
    <WithViewModel id={OrderTokens.createOrderViewModel}>
      {(vm: CreateOrderViewModel) => (
        <Box>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
            {t('title')}
          </Typography>
          <CreateOrderView vm={vm} />
          <OrderResultDialog vm={vm} />
        </Box>
      )}
    </WithViewModel>
  );
}
