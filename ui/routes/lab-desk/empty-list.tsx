import { observer } from 'mobx-react-lite';
import Typography from '@mui/material/Typography';
import type { LabDeskViewModel } from './lab-desk.view-model.ts';
import { useText } from '../../i18n/define-text.ts';
import { labDeskText } from './lab-desk.text.ts';
import { useCoreText } from '../../i18n/core-text.ts';

/** What an empty list says: loading, the search problem, or that nothing matches. */
export const EmptyList = observer(function EmptyList({ vm }: { vm: LabDeskViewModel }) {
  const t = useText(labDeskText);
  const core = useCoreText();
  const text = vm.searchProblem ? core(vm.searchProblem) : t(vm.loading || !vm.loaded ? 'loading' : 'noAppointments');
  return (
    <Typography variant="body2" sx={{ py: 2, textAlign: 'center' }}>
      {text}
    </Typography>
  );
});
