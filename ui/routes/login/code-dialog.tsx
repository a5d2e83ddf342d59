import { useId, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { MuiTheme } from '../../app/mui-theme.tsx';
import { CodeBoxes } from '../../components/code-boxes/code-boxes.tsx';
import type { LoginViewModel } from './login.view-model.ts';
import { useText } from '../../i18n/define-text.ts';
import { useCoreText } from '../../i18n/core-text.ts';
import { loginText } from './login.text.ts';

/** The one-time code step: five boxes, where the code went, the inline error and Verify. */
const CodeDialog = observer(function CodeDialog({ vm }: { vm: LoginViewModel }) {
  const t = useText(loginText);
  const core = useCoreText();
  const titleId = useId();
  const sentId = useId();
  const errorId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void vm.verifyCode();
  };
  return (
    <MuiTheme>
      <Dialog open={vm.isCodeDialogOpen} onClose={vm.closeCodeDialog} aria-labelledby={titleId} aria-describedby={sentId}>
        <form onSubmit={submit} noValidate>
          <DialogTitle id={titleId}>{t('codeTitle')}</DialogTitle>
          <DialogContent>
            <Typography id={sentId} sx={{ mb: 3 }}>
              {vm.codeSentTo ? t('codeSentTo', { to: vm.codeSentTo }) : t('codeSent')}
            </Typography>
            <CodeBoxes
              label={t('codeLabel')}
              digits={vm.codeDigits}
              onChange={vm.setCodeDigits}
              invalid={vm.codeError !== null}
              disabled={vm.isVerifying}
              describedBy={vm.codeError ? errorId : undefined}
              autoFocus
            />
            <Typography id={errorId} role="alert" color="error" sx={{ mt: 2, minHeight: '1.5em', textAlign: 'center' }}>
              {vm.codeError ? core(vm.codeError) : ''}
            </Typography>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={vm.closeCodeDialog} color="inherit">
              {t('cancel')}
            </Button>
            <Button type="submit" variant="contained" disabled={!vm.canVerify}>
              {vm.verifyLabel}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </MuiTheme>
  );
});
export default CodeDialog;
