import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { spocFormPath } from '../../../core/spoc/spoc-paths.ts';
import type { SpocRecord } from '../../../core/spoc/spoc-record.ts';
import type { SpocRow } from '../../../core/spoc/spoc-row.ts';
import { useCoreText } from '../../i18n/core-text.ts';
import { useText } from '../../i18n/define-text.ts';
import { spocText } from '../spoc-form/spoc-form.text.ts';
import type { SpocListViewModel } from './spoc-list.view-model.ts';

/** The active/deactive toggle, only with UPDATE_SPOC_STATUS; otherwise the state in words. */
export const SpocActiveToggle = observer(function SpocActiveToggle({ vm, spoc, row }: { vm: SpocListViewModel; spoc: SpocRecord; row: SpocRow }) {
  const t = useText(spocText);
  if (!vm.canToggle) return <Typography variant="body2">{spoc.isActive ? t('active') : t('inactive')}</Typography>;
  return (
    <Switch
      checked={spoc.isActive}
      disabled={vm.togglingId === spoc.userId}
      onClick={(e) => e.stopPropagation()}
      onChange={() => void vm.toggleActive(spoc)}
      slotProps={{ input: { 'aria-label': t('activeOf', { name: row.name }) } }}
    />
  );
});

/** The edit link (EDIT_SPOC_DETAILS only); it stops the row's own click. */
export function SpocEditLink({ spoc, row }: { spoc: SpocRecord; row: SpocRow }) {
  const t = useText(spocText);
  return (
    <Button size="small" component={RouterLink} to={spocFormPath(spoc)} onClick={(e) => e.stopPropagation()} aria-label={t('editOf', { name: row.name })}>
      {t('edit')}
    </Button>
  );
}

/** Who created the SPOC, and when. */
export function CreatedBy({ row }: { row: SpocRow }) {
  return (
    <Typography variant="body2" translate="no">
      {row.createdBy}
      <br />
      {row.createdOn}
    </Typography>
  );
}

/** A list of labels, or NA. */
export function Listed({ items }: { items: readonly string[] }) {
  const tc = useCoreText();
  return <Typography variant="body2">{items.length > 0 ? items.map(tc).join(', ') : tc('NA')}</Typography>;
}
