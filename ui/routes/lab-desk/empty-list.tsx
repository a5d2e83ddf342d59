import { observer } from 'mobx-react-lite';
import Typography from '@mui/material/Typography';
import type { LabDeskViewModel } from './lab-desk.view-model.ts';

/** What an empty list says: loading, the search problem, or that nothing matches. */
export const EmptyList = observer(function EmptyList({ vm }: { vm: LabDeskViewModel }) {
  const text = vm.searchProblem ?? (vm.loading || !vm.loaded ? 'Loading...' : 'No appointments found');
  return (
    <Typography variant="body2" sx={{ py: 2, textAlign: 'center' }}>
      {text}
    </Typography>
  );
});
