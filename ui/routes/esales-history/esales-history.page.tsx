import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ESALES_PSEUDO_STATUS } from '../../../core/esales/esales-history.ts';
import { COMMUNICATION_TYPES } from '../../../core/history/communication-counts.ts';
import { HistoryText } from '../../../core/history/timeline.ts';
import { formatDateTime } from '../../i18n/format.ts';
import { useCoreText } from '../../i18n/core-text.ts';
import { useText } from '../../i18n/define-text.ts';
import { esalesHistoryText } from './esales-history.text.ts';
import './esales-history.core-text.ts';
import { EsalesTokens } from '../../di/esales.di-tokens.ts';
import { WithViewModel } from '../../di/with-view-model.tsx';
import { AddCorrespondenceDialog } from '../esales-dialogs/add-correspondence-dialog.tsx';
import { CorrespondenceList } from '../esales-dialogs/correspondence-list.tsx';
import { CommunicationDialog } from '../request-history/communication-dialog.tsx';
import { Fact } from '../request-history/fact.tsx';
import { Badge, BADGE } from '../../components/table/request-cells.tsx';
import { HistoryCardsView } from '../request-history/history-cards.view.tsx';
import type { EsalesHistoryViewModel } from './esales-history.view-model.ts';

/** /{role}/appointments/esalesqueue/{id}/history: the e-sales variant of the history page (spec 1 §2). */
export default function EsalesHistoryPage() {
  return <WithViewModel id={EsalesTokens.historyViewModel}>{(vm: EsalesHistoryViewModel) => <EsalesHistoryScreen vm={vm} />}</WithViewModel>;
}

const CaseColumn = observer(function CaseColumn({ vm }: { vm: EsalesHistoryViewModel }) {
  const communication = vm.communication;
  const t = useText(esalesHistoryText);
  const tc = useCoreText();
  return (
    <Paper variant="outlined" component="section" aria-labelledby="esales-case-heading" sx={{ p: 2 }}>
      <Typography id="esales-case-heading" component="h2" variant="h6" sx={{ mb: 1.5 }}>
        {t('esales', { id: vm.esale?.id ?? '' })}
      </Typography>
      <Box component="dl" sx={{ m: 0 }}>
        {vm.caseRows.map((row) => (
          <Fact key={row.label} term={row.label}>
            <span translate="no">{row.value}</span>
          </Fact>
        ))}
      </Box>
      <Typography component="h3" variant="subtitle2" sx={{ mt: 1, mb: 1 }}>
        {t('communication')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {COMMUNICATION_TYPES.map((channel) => {
          const count = communication?.counts[channel] ?? 0;
          return (
            <Button key={channel} size="small" variant="outlined" disabled={!communication} onClick={() => communication?.open(channel)}
              aria-label={t(count === 1 ? 'messagesOne' : 'messagesMany', { channel: tc(channel), count })}>
              {tc(channel)} {count}
            </Button>
          );
        })}
      </Box>
    </Paper>
  );
});

const EsalesTimeline = observer(function EsalesTimeline({ vm }: { vm: EsalesHistoryViewModel }) {
  const esale = vm.esale;
  const t = useText(esalesHistoryText);
  const tc = useCoreText();
  return (
    <Paper variant="outlined" component="section" aria-labelledby="esales-timeline-heading" sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1.5 }}>
        <Typography id="esales-timeline-heading" component="h2" variant="h6">
          {t('statusHistory')}
        </Typography>
        <Button size="small" variant="contained" onClick={vm.openAdd}>
          {t('addCorrespondence')}
        </Button>
      </Box>
      <Box sx={{ pl: 3, ml: 1, position: 'relative', borderLeft: 2, borderColor: 'transparent' }}>
        <Box aria-hidden="true" sx={{ position: 'absolute', left: -7, top: 4, width: 12, height: 12, borderRadius: '50%', bgcolor: 'primary.main' }} />
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {tc(ESALES_PSEUDO_STATUS.status)}
        </Typography>
        {esale ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }} translate="no">
            {formatDateTime(new Date(esale.createdOn))}
          </Typography>
        ) : null}
        <Typography variant="body2" sx={{ mt: 0.5, mb: 1.5 }} data-testid="status-remarks">
          <Box component="span" sx={{ fontWeight: 600 }}>{t('remarks')}</Box>
          {tc(ESALES_PSEUDO_STATUS.remarks)}
        </Typography>
        {vm.correspondence ? <CorrespondenceList model={vm.correspondence} label={t('correspondenceOf', { status: tc(ESALES_PSEUDO_STATUS.status) })} /> : null}
      </Box>
    </Paper>
  );
});

const EsalesHistoryScreen = observer(function EsalesHistoryScreen({ vm }: { vm: EsalesHistoryViewModel }) {
  const { esaleId } = useParams();
  useEffect(() => {
    void vm.start(Number(esaleId));
  }, [vm, esaleId]);
  const ref = vm.caseRef;
  const t = useText(esalesHistoryText);
  const tc = useCoreText();
  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
          {t('title')}
        </Typography>
        {/* HNI and SHNI are the insurer's own marks, read alike in every language. */}
        {vm.flags.map((f) => (
          <span key={f} translate="no">
            <Badge text={f} color={BADGE.HNI} />
          </span>
        ))}
        {vm.doNotDisturb ? <Chip color="error" label={tc(HistoryText.doNotDisturb)} /> : null}
      </Box>
      {vm.isLoading || !vm.esale ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
          <CircularProgress aria-label={t('loading')} />
        </Box>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, alignItems: 'start', gridTemplateColumns: { xs: '1fr', md: '240px 1fr', lg: '240px minmax(0, 1fr) minmax(0, 1fr)' } }}>
          <CaseColumn vm={vm} />
          <HistoryCardsView cards={vm.cards} />
          <Box sx={{ gridColumn: { md: '1 / -1', lg: 'auto' } }}>
            <EsalesTimeline vm={vm} />
          </Box>
        </Box>
      )}
      {vm.communication ? <CommunicationDialog model={vm.communication} /> : null}
      {vm.isAdding && ref ? <AddCorrespondenceDialog esale={ref} onClose={vm.closeAdd} onSaved={() => void vm.saved()} /> : null}
    </Box>
  );
});
