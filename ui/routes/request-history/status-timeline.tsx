import { observer } from 'mobx-react-lite';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { HistoryText } from '../../../core/history/timeline.ts';
import { DownloadIcon } from '../../components/icons/download-icon.tsx';
import { useCoreText } from '../../i18n/core-text.ts';
import { useText } from '../../i18n/define-text.ts';
import { requestHistoryText } from './request-history.text.ts';
import type { TimelineFile, TimelineItem } from './timeline.model.ts';

interface FilesProps {
  files: TimelineFile[];
  openingFileId: string | null;
  onOpen: (file: TimelineFile) => void;
}

const KIND_WORD = { Bill: 'bill', Report: 'report', Correspondence: 'correspondenceFile' } as const;

function FileButtons({ files, openingFileId, onOpen }: FilesProps) {
  const t = useText(requestHistoryText);
  if (files.length === 0) return null;
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: '8px 0 0', display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {files.map((f) => (
        <li key={`${f.kind}-${f.id}`}>
          <Button
            size="small"
            variant="outlined"
            startIcon={<DownloadIcon size="1.1rem" />}
            disabled={openingFileId === f.id}
            onClick={() => onOpen(f)}
            aria-label={t('downloadFile', { kind: t(KIND_WORD[f.kind]), name: f.name })}
          >
            {t('fileOf', { kind: t(f.kind), name: f.name })}
          </Button>
        </li>
      ))}
    </Box>
  );
}

/** The right column: every recorded status, oldest first, with remarks, files and correspondences. */
export const StatusTimeline = observer(function StatusTimeline({ items, ...files }: { items: TimelineItem[] } & Omit<FilesProps, 'files'>) {
  const t = useText(requestHistoryText);
  const tc = useCoreText();
  return (
    <Paper variant="outlined" component="section" aria-labelledby="history-timeline-heading" sx={{ p: 2 }}>
      <Typography id="history-timeline-heading" component="h2" variant="h6" sx={{ mb: 1.5 }}>
        {t('statusHistory')}
      </Typography>
      <Box component="ol" aria-label={t('statusHistoryList')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {items.map((item) => (
          <Box component="li" key={item.key} data-status-id={item.statusId}
            sx={{ position: 'relative', pl: 3, pb: 2.5, borderLeft: 2, borderColor: 'primary.main', ml: 1, '&:last-of-type': { borderColor: 'transparent' } }}
          >
            <Box aria-hidden="true" sx={{ position: 'absolute', left: -7, top: 4, width: 12, height: 12, borderRadius: '50%', bgcolor: 'primary.main' }} />
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
                {tc(item.title)}
              </Typography>
              {item.qcRejectedTag ? <Chip size="small" color="error" label={tc(item.qcRejectedTag)} /> : null}
            </Box>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {item.when}
              {item.by ? t('by', { name: item.by }) : ''}
            </Typography>
            <Typography variant="body2" sx={{ mt: 0.5 }} data-testid="status-remarks">
              <Box component="span" sx={{ fontWeight: 600 }}>{t('remarks')}</Box>
              {item.remarks === HistoryText.noRemarks ? tc(item.remarks) : <span translate="no">{item.remarks}</span>}
            </Typography>
            {item.doctorQualification ? (
              <Typography variant="body2">
                <Box component="span" sx={{ fontWeight: 600 }}>{t('doctorQualification')}</Box>
                <span translate="no">{item.doctorQualification}</span>
              </Typography>
            ) : null}
            <FileButtons files={item.files} {...files} />
            <Box sx={{ mt: 1 }}>
              {item.correspondences.length === 0 ? (
                <Typography variant="body2" sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
                  {tc(HistoryText.noCorrespondence)}
                </Typography>
              ) : (
                <Box component="ul" aria-label={t('correspondenceOf', { status: tc(item.title) })} sx={{ pl: 2, m: 0 }}>
                  {item.correspondences.map((c) => (
                    <li key={c.id}>
                      <Typography variant="body2" sx={{ fontWeight: 600 }}>
                        {c.title === 'Correspondence' ? t('correspondence') : c.title.split(' · ').map(tc).join(' · ')}
                      </Typography>
                      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                        {c.when}
                      </Typography>
                      {c.comment ? <Typography variant="body2" translate="no">{c.comment}</Typography> : null}
                      <FileButtons files={c.files} {...files} />
                    </li>
                  ))}
                </Box>
              )}
            </Box>
          </Box>
        ))}
      </Box>
    </Paper>
  );
});
