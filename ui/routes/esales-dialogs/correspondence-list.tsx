import { observer } from 'mobx-react-lite';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { CaseCorrespondenceModel } from './show-correspondence.model.ts';
import { useCoreText } from '../../i18n/core-text.ts';
import { useText } from '../../i18n/define-text.ts';
import { caseDialogText } from './esales-dialogs.text.ts';
import './esales-dialogs.core-text.ts';

/** A case's correspondence, newest first: the call, when, the UIC number, the callback day and the comment. */
export const CorrespondenceList = observer(function CorrespondenceList({ model, label }: { model: CaseCorrespondenceModel; label: string }) {
  const t = useText(caseDialogText);
  const tc = useCoreText();
  if (model.isLoading && model.items.length === 0) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 2 }}>
        <CircularProgress aria-label={t('loadingCorrespondence')} />
      </Box>
    );
  }
  if (model.emptyText) return <Typography role="status">{tc(model.emptyText)}</Typography>;
  return (
    <Box component="ol" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {model.entries.map((e) => (
        <Box component="li" key={e.id}
          sx={{ position: 'relative', pl: 3, pb: 2, borderLeft: 2, borderColor: 'divider', ml: 1, '&:last-of-type': { borderColor: 'transparent' } }}
        >
          <Box aria-hidden="true" sx={{ position: 'absolute', left: -7, top: 4, width: 12, height: 12, borderRadius: '50%', bgcolor: 'primary.main' }} />
          {/* The call type and status are the lookups' own names, as the server sends them; core's 'Call' stands in for none. */}
          <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700 }} translate="no">
            {tc(e.title)}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }} translate="no">
            {e.when}
          </Typography>
          {e.uicNumber ? <Typography variant="body2">{t('uicNumberIs', { value: e.uicNumber })}</Typography> : null}
          {e.callback ? <Typography variant="body2">{t('callbackDateIs', { value: e.callback })}</Typography> : null}
          {e.comment ? <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }} translate="no">{e.comment}</Typography> : null}
        </Box>
      ))}
    </Box>
  );
});
