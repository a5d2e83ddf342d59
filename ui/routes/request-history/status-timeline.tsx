import { observer } from 'mobx-react-lite';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { HistoryText } from '../../../core/history/timeline.ts';
import { DownloadIcon } from '../../components/icons/download-icon.tsx';
import type { TimelineFile, TimelineItem } from './timeline.model.ts';

interface FilesProps {
  files: TimelineFile[];
  openingFileId: string | null;
  onOpen: (file: TimelineFile) => void;
}

function FileButtons({ files, openingFileId, onOpen }: FilesProps) {
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
            aria-label={`Download ${f.kind.toLowerCase()} ${f.name}`}
          >
            {f.kind}: {f.name}
          </Button>
        </li>
      ))}
    </Box>
  );
}

/** The right column: every recorded status, oldest first, with remarks, files and correspondences. */
export const StatusTimeline = observer(function StatusTimeline({ items, ...files }: { items: TimelineItem[] } & Omit<FilesProps, 'files'>) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby="history-timeline-heading" sx={{ p: 2 }}>
      <Typography id="history-timeline-heading" component="h2" variant="h6" sx={{ mb: 1.5 }}>
        Status History
      </Typography>
      <Box component="ol" aria-label="Status history" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {items.map((item) => (
          <Box component="li" key={item.key} data-status-id={item.statusId}
            sx={{ position: 'relative', pl: 3, pb: 2.5, borderLeft: 2, borderColor: 'primary.main', ml: 1, '&:last-of-type': { borderColor: 'transparent' } }}
          >
            <Box aria-hidden="true" sx={{ position: 'absolute', left: -7, top: 4, width: 12, height: 12, borderRadius: '50%', bgcolor: 'primary.main' }} />
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
                {item.title}
              </Typography>
              {item.qcRejectedTag ? <Chip size="small" color="error" label={item.qcRejectedTag} /> : null}
            </Box>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {item.when}
              {item.by ? ` · by ${item.by}` : ''}
            </Typography>
            <Typography variant="body2" sx={{ mt: 0.5 }} data-testid="status-remarks">
              <Box component="span" sx={{ fontWeight: 600 }}>Remarks: </Box>
              {item.remarks}
            </Typography>
            {item.doctorQualification ? (
              <Typography variant="body2">
                <Box component="span" sx={{ fontWeight: 600 }}>Doctor qualification: </Box>
                {item.doctorQualification}
              </Typography>
            ) : null}
            <FileButtons files={item.files} {...files} />
            <Box sx={{ mt: 1 }}>
              {item.correspondences.length === 0 ? (
                <Typography variant="body2" sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
                  {HistoryText.noCorrespondence}
                </Typography>
              ) : (
                <Box component="ul" aria-label={`Correspondence of ${item.title}`} sx={{ pl: 2, m: 0 }}>
                  {item.correspondences.map((c) => (
                    <li key={c.id}>
                      <Typography variant="body2" sx={{ fontWeight: 600 }}>
                        {c.title}
                      </Typography>
                      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                        {c.when}
                      </Typography>
                      {c.comment ? <Typography variant="body2">{c.comment}</Typography> : null}
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
