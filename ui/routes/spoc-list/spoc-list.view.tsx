import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { SpocMessage } from '../../../core/spoc/spoc-messages.ts';
import { spocFormPath } from '../../../core/spoc/spoc-paths.ts';
import type { SpocRecord } from '../../../core/spoc/spoc-record.ts';
import { MOBILE_QUERY } from '../../app/breakpoints.ts';
import { FirstNameSearch } from '../../components/filters/first-name-search.tsx';
import { HowToUseButton } from '../../components/shell/how-to-use-dialog.tsx';
import { Pager } from '../../components/table/pager.tsx';
import { SpocFiltersPanel } from './spoc-filters.tsx';
import type { SpocListViewModel } from './spoc-list.view-model.ts';
import { CreatedBy, Listed, SpocActiveToggle, SpocEditLink } from './spoc-row-parts.tsx';
import { useCoreText } from '../../i18n/core-text.ts';
import { useText } from '../../i18n/define-text.ts';
import { spocText } from '../spoc-form/spoc-form.text.ts';

const Empty = observer(function Empty({ vm }: { vm: SpocListViewModel }) {
  const tc = useCoreText();
  return (
    <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
      {vm.loadFailed ? (
        <Typography sx={{ fontWeight: 600 }}>{tc(SpocMessage.listFailed)}</Typography>
      ) : (
        <>
          <Typography sx={{ fontWeight: 600 }}>{tc(SpocMessage.noSpocs)}</Typography>
          <Typography color="text.secondary">{tc(SpocMessage.noSpocsHint)}</Typography>
        </>
      )}
    </Paper>
  );
});

const SpocCards = observer(function SpocCards({ vm }: { vm: SpocListViewModel }) {
  const t = useText(spocText);
  const tc = useCoreText();
  return (
    <Box component="ul" aria-label={t('spocs')} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
      {vm.rows.map(({ spoc, row }) => (
        <Paper component="li" key={row.key} variant="outlined" sx={{ p: 1.5, display: 'grid', gap: 0.5 }}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }} translate="no">{row.name}</Typography>
          <Typography variant="body2">{row.services.map(tc).join(', ') || tc('NA')} · {tc(row.accessLevel)}</Typography>
          <Listed items={row.departments} />
          <CreatedBy row={row} />
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <SpocActiveToggle vm={vm} spoc={spoc} row={row} />
            {vm.canEdit && <SpocEditLink spoc={spoc} row={row} />}
          </Box>
        </Paper>
      ))}
    </Box>
  );
});

const SpocTable = observer(function SpocTable({ vm }: { vm: SpocListViewModel }) {
  const navigate = useNavigate();
  const open = (spoc: SpocRecord) => vm.canEdit && navigate(spocFormPath(spoc));
  const columns = vm.canEdit ? 7 : 6;
  const t = useText(spocText);
  const tc = useCoreText();
  return (
    <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('spocs')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('colName')}</TableCell>
            <TableCell>{t('colServices')}</TableCell>
            <TableCell>{t('colDepartment')}</TableCell>
            <TableCell>{t('colAccess')}</TableCell>
            <TableCell>{t('colCreatedBy')}</TableCell>
            <TableCell>{t('colActive')}</TableCell>
            {vm.canEdit && <TableCell>{t('colEdit')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {vm.rows.map(({ spoc, row }) => (
            <TableRow key={row.key} hover={vm.canEdit} onClick={() => open(spoc)} sx={{ cursor: vm.canEdit ? 'pointer' : 'default' }}>
              <TableCell sx={{ fontWeight: 600 }} translate="no">{row.name}</TableCell>
              <TableCell><Listed items={row.services} /></TableCell>
              <TableCell><Listed items={row.departments} /></TableCell>
              <TableCell>{tc(row.accessLevel)}</TableCell>
              <TableCell><CreatedBy row={row} /></TableCell>
              <TableCell><SpocActiveToggle vm={vm} spoc={spoc} row={row} /></TableCell>
              {vm.canEdit && <TableCell><SpocEditLink spoc={spoc} row={row} /></TableCell>}
            </TableRow>
          ))}
          {/* Spec 3 §2.6: the table keeps the height of 10 rows. */}
          {Array.from({ length: vm.padding }, (_, i) => (
            <TableRow key={`pad-${i}`} aria-hidden="true" data-testid="padding-row">
              <TableCell colSpan={columns} sx={{ height: 53 }} />
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
});

/** The SPOC List screen (spec 3 §2.6). */
export const SpocListView = observer(function SpocListView({ vm }: { vm: SpocListViewModel }) {
  const mobile = useMediaQuery(MOBILE_QUERY, { noSsr: true });
  const t = useText(spocText);
  const tc = useCoreText();
  useEffect(() => void vm.load(), [vm]);
  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 2 }}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700, flex: '1 1 auto' }}>
          {tc(SpocMessage.listTitle)}
        </Typography>
        <HowToUseButton video="spoc-management" />
        {vm.canCreate && (
          <Button variant="contained" component={RouterLink} to={spocFormPath()}>
            {tc(SpocMessage.addNew)}
          </Button>
        )}
      </Box>
      <FirstNameSearch label={t('search')} value={vm.searchText} onChange={vm.setSearchText} onSearch={vm.search} onClear={vm.clearSearch} />
      <SpocFiltersPanel vm={vm} />
      {!vm.isLoading && vm.spocs.length === 0 ? <Empty vm={vm} /> : mobile ? <SpocCards vm={vm} /> : <SpocTable vm={vm} />}
      {vm.total > 0 && <Pager page={vm.page + 1} pageCount={vm.pageCount} total={String(vm.total)} onPage={(p) => vm.goToPage(p - 1)} compact={mobile} />}
    </Box>
  );
});
