import { useId, useState } from 'react';
import { observer } from 'mobx-react-lite';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import NativeSelect from '@mui/material/NativeSelect';
import { OpenInNewIcon } from '../icons/open-in-new-icon.tsx';
import { HELP_LANGUAGES, HELP_VIDEOS, helpVideoHref } from './external-links.ts';
import type { ShellViewModel } from './shell.view-model.ts';
import { useText } from '../../i18n/define-text.ts';
import { shellText } from './shell.text.ts';

interface HelpVideosProps {
  open: boolean;
  onClose: () => void;
  title: string;
  language: string;
  onLanguage: (code: string) => void;
  videos: typeof HELP_VIDEOS;
}

/** The help videos, in a chosen language (English by default), each opened in a new tab. */
function HelpVideosDialog({ open, onClose, title, language, onLanguage, videos }: HelpVideosProps) {
  const t = useText(shellText);
  const titleId = useId();
  const languageId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <FormControl fullWidth sx={{ mt: 1 }}>
          <InputLabel variant="standard" htmlFor={languageId}>
            {t('language')}
          </InputLabel>
          <NativeSelect inputProps={{ id: languageId }} value={language} onChange={(e) => onLanguage(e.target.value)}>
            {HELP_LANGUAGES.map((l) => (
              <option key={l.code} value={l.code}>
                {t(l.label)}
              </option>
            ))}
          </NativeSelect>
        </FormControl>
        <List>
          {videos.map((v) => (
            <ListItem key={v.slug} disableGutters>
              <Link href={helpVideoHref(v.slug, language)} target="_blank" rel="noopener noreferrer" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                {t('video', { name: t(v.label) })}
                <OpenInNewIcon size="1rem" />
                <span className="visually-hidden">{t('opensInNewTab')}</span>
              </Link>
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** The drawer's How To Use: every help video. */
export const HowToUseDialog = observer(function HowToUseDialog({ vm }: { vm: ShellViewModel }) {
  const t = useText(shellText);
  return (
    <HelpVideosDialog open={vm.howToUseOpen} onClose={vm.closeHowToUse} title={t('howToUse')} language={vm.helpLanguage} onLanguage={(c) => vm.setHelpLanguage(c)} videos={HELP_VIDEOS} />
  );
});

/** A screen's "How To use" button (Doctor List, SPOC List): that screen's help video, English first. */
export function HowToUseButton({ video }: { video: 'doctor-management' | 'spoc-management' }) {
  const [open, setOpen] = useState(false);
  const [language, setLanguage] = useState(HELP_LANGUAGES[0].code);
  const t = useText(shellText);
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>{t('howToUseButton')}</Button>
      <HelpVideosDialog open={open} onClose={() => setOpen(false)} title={t('howToUseButton')} language={language} onLanguage={setLanguage} videos={HELP_VIDEOS.filter((v) => v.slug === video)} />
    </>
  );
}
