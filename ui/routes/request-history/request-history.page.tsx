import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { HistoryText } from '../../../core/history/timeline.ts';
import { HistoryTokens } from '../../di/history.di-tokens.ts';
import { WithViewModel } from '../../di/with-view-model.tsx';
import { useCoreText } from '../../i18n/core-text.ts';
import { useText } from '../../i18n/define-text.ts';
import { CommunicationDialog } from './communication-dialog.tsx';
import { HistoryCardsView } from './history-cards.view.tsx';
import { LeftColumnView } from './left-column.tsx';
import type { RequestHistoryViewModel } from './request-history.view-model.ts';
import { StatusTimeline } from './status-timeline.tsx';
import { requestHistoryText } from './request-history.text.ts';
import './request-history.core-text.ts';

/** /{role}/appointments/{requestId}/history: the request history page (spec 1 §2). */
export default function RequestHistoryPage() {
  return <WithViewModel id={HistoryTokens.requestHistoryViewModel}>{(vm: RequestHistoryViewModel) => <RequestHistoryScreen vm={vm} />}</WithViewModel>;
}

const RequestHistoryScreen = observer(function RequestHistoryScreen({ vm }: { vm: RequestHistoryViewModel }) {
  const { requestId } = useParams();
  useEffect(() => {
    void vm.start(Number(requestId));
  }, [vm, requestId]);

  const left = vm.left;
  const t = useText(requestHistoryText);
  const tc = useCoreText();
  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
          {t('title')}
        </Typography>
        {vm.doNotDisturb ? <Chip color="error" label={tc(HistoryText.doNotDisturb)} /> : null}
      </Box>
      {vm.isLoading || !left ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
          <CircularProgress aria-label={t('loading')} />
        </Box>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, alignItems: 'start', gridTemplateColumns: { xs: '1fr', md: '240px 1fr', lg: '240px minmax(0, 1fr) minmax(0, 1fr)' } }}>
          <LeftColumnView left={left} communication={vm.communication} />
          <HistoryCardsView cards={vm.cards} />
          <Box sx={{ gridColumn: { md: '1 / -1', lg: 'auto' } }}>
            <StatusTimeline items={vm.timeline} openingFileId={vm.openingFileId} onOpen={(f) => void vm.openFile(f)} />
          </Box>
        </Box>
      )}
      {vm.communication ? <CommunicationDialog model={vm.communication} /> : null}
    </Box>
  );
});
