import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { spocFormPath } from '../../../core/spoc/spoc-paths.ts';
import type { SpocRecord } from '../../../core/spoc/spoc-record.ts';
import type { SpocRow } from '../../../core/spoc/spoc-row.ts';
import type { SpocListViewModel } from './spoc-list.view-model.ts';

/** The active/deactive toggle, only with UPDATE_SPOC_STATUS; otherwise the state in words. */
export const SpocActiveToggle = observer(function SpocActiveToggle({ vm, spoc, row }: { vm: SpocListViewModel; spoc: SpocRecord; row: SpocRow }) {
  if (!vm.canToggle) return <Typography variant="body2">{spoc.isActive ? 'Active' : 'Inactive'}</Typography>;
  return (
    <Switch
      checked={spoc.isActive}
      disabled={vm.togglingId === spoc.userId}
      onClick={(e) => e.stopPropagation()}
      onChange={() => void vm.toggleActive(spoc)}
      slotProps={{ input: { 'aria-label': `Active: ${row.name}` } }}
    />
  );
});

/** The edit link (EDIT_SPOC_DETAILS only); it stops the row's own click. */
export function SpocEditLink({ spoc, row }: { spoc: SpocRecord; row: SpocRow }) {
  return (
    <Button size="small" component={RouterLink} to={spocFormPath(spoc)} onClick={(e) => e.stopPropagation()} aria-label={`Edit ${row.name}`}>
      Edit
    </Button>
  );
}

/** Who created the SPOC, and when. */
export function CreatedBy({ row }: { row: SpocRow }) {
  return (
    <Typography variant="body2">
      {row.createdBy}
      <br />
      {row.createdOn}
    </Typography>
  );
}

/** A list of labels, or NA. */
export function Listed({ items }: { items: readonly string[] }) {
  return <Typography variant="body2">{items.length > 0 ? items.join(', ') : 'NA'}</Typography>;
}
