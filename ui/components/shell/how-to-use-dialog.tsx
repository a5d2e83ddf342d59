import { useId } from 'react';
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

/** How To Use: the help videos, in a chosen language (English by default). */
export const HowToUseDialog = observer(function HowToUseDialog({ vm }: { vm: ShellViewModel }) {
  const titleId = useId();
  const languageId = useId();
  return (
    <Dialog open={vm.howToUseOpen} onClose={vm.closeHowToUse} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>How To Use</DialogTitle>
      <DialogContent>
        <FormControl fullWidth sx={{ mt: 1 }}>
          <InputLabel variant="standard" htmlFor={languageId}>
            Language
          </InputLabel>
          <NativeSelect inputProps={{ id: languageId }} value={vm.helpLanguage} onChange={(e) => vm.setHelpLanguage(e.target.value)}>
            {HELP_LANGUAGES.map((l) => (
              <option key={l.code} value={l.code}>
                {l.label}
              </option>
            ))}
          </NativeSelect>
        </FormControl>
        <List>
          {HELP_VIDEOS.map((v) => (
            <ListItem key={v.slug} disableGutters>
              <Link href={helpVideoHref(v.slug, vm.helpLanguage)} target="_blank" rel="noopener noreferrer" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                {v.label} video
                <OpenInNewIcon size="1rem" />
                <span className="visually-hidden"> (opens in a new tab)</span>
              </Link>
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={vm.closeHowToUse}>Close</Button>
      </DialogActions>
    </Dialog>
  );
});
