import Typography from '@mui/material/Typography';
import { useText } from '../../i18n/define-text.ts';
import { componentsText } from '../components.text.ts';
import { useCoreText } from '../../i18n/core-text.ts';

/** Why the dialog's main button is disabled, said in words next to it. */
export function FormProblem({ problem }: { problem: string | undefined }) {
  const core = useCoreText();
  return (
    <Typography variant="body2" color="text.secondary" role="status" sx={{ mt: 1, minHeight: '1.5em' }}>
      {problem ? core(problem) : ''}
    </Typography>
  );
}

/** 'for request 123' or 'for 3 requests', under a dialog's title. */
export function ForRequests({ ids }: { ids: readonly number[] }) {
  const t = useText(componentsText);
  return (
    <Typography variant="body2" sx={{ mb: 2 }}>
      {ids.length === 1 ? t('request', { id: ids[0]! }) : t('requests', { count: ids.length, ids: ids.join(', ') })}
    </Typography>
  );
}
