import { observer } from 'mobx-react-lite';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useText } from '../../i18n/define-text.ts';
import { formatNumber } from '../../i18n/format.ts';
import type { LiveListModel } from './live-list.model.ts';
import { liveBannerText } from './live-banner.text.ts';

/** The quiet banner of a live list: how many requests left or entered it, and a refresh button. */
export const LiveBanner = observer(function LiveBanner({ live }: { live: LiveListModel | undefined }) {
  const t = useText(liveBannerText);
  if (!live || live.count === 0) return null;
  return (
    <Alert
      role="status"
      severity="info"
      variant="outlined"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" onClick={live.refresh}>
          {t('refresh')}
        </Button>
      }
    >
      {live.count === 1 ? t('changedOne') : t('changedMany', { count: formatNumber(live.count) })}
    </Alert>
  );
});
