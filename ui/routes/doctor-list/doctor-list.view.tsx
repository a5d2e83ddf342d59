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
import { DoctorMessage } from '../../../core/doctors/doctor-messages.ts';
import { EditorSection, sectionPath } from '../../../core/doctors/editor-sections.ts';
import { MOBILE_QUERY } from '../../app/breakpoints.ts';
import { FirstNameSearch } from '../../components/filters/first-name-search.tsx';
import { Pager } from '../../components/table/pager.tsx';
import { HowToUseButton } from '../../components/shell/how-to-use-dialog.tsx';
import { DoctorFiltersPanel } from './doctor-filters.tsx';
import { ActiveToggle, Completion, DoctorIdentity, EditLinks, Modified, QcStatusCell } from './doctor-row-parts.tsx';
import type { DoctorListViewModel } from './doctor-list.view-model.ts';
import type { DoctorRecord } from '../../../core/doctors/doctors.port.ts';
import { translateCore, useCoreText } from '../../i18n/core-text.ts';
import { useText } from '../../i18n/define-text.ts';
import { doctorListText } from './doctor-list.text.ts';

const fee = (d: DoctorRecord) => (d.customerFee === null ? translateCore('NA') : `₹${d.customerFee}`);

/** The Doctor List screen (spec 3 §2.4). */
export const DoctorListView = observer(function DoctorListView({ vm }: { vm: DoctorListViewModel }) {
  const navigate = useNavigate();
  const mobile = useMediaQuery(MOBILE_QUERY, { noSsr: true });
  const t = useText(doctorListText);
  const tc = useCoreText();
  useEffect(() => void vm.load(), [vm]);
  const open = (d: DoctorRecord) => vm.canEdit && navigate(sectionPath(EditorSection.profile, d.doctorId));
  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 2 }}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700, flex: '1 1 auto' }}>
          {t('title')}
        </Typography>
        <HowToUseButton video="doctor-management" />
        {vm.canEdit && (
          <Button variant="contained" component={RouterLink} to={sectionPath(EditorSection.profile, null)}>
            {t('addNew')}
          </Button>
        )}
      </Box>
      <FirstNameSearch label={t('search')} value={vm.searchText} onChange={vm.setSearchText} onSearch={vm.search} onClear={vm.clearSearch} />
      <DoctorFiltersPanel vm={vm} />
      {!vm.isLoading && vm.doctors.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
          <Typography sx={{ fontWeight: 600 }}>{tc(DoctorMessage.noDoctors)}</Typography>
          <Typography color="text.secondary">{tc(DoctorMessage.noDoctorsHint)}</Typography>
        </Paper>
      ) : mobile ? (
        <Box component="ul" aria-label={t('doctors')} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
          {vm.doctors.map((d) => (
            <Paper component="li" key={d.doctorId} variant="outlined" sx={{ p: 1.5, display: 'grid', gap: 0.5 }}>
              <DoctorIdentity doctor={d} />
              <Typography variant="body2">{tc(d.profile.specialization || 'NA')} · {fee(d)}</Typography>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <Completion percent={d.percentComplete} /> <QcStatusCell doctor={d} /> <ActiveToggle vm={vm} doctor={d} />
              </Box>
              <Typography variant="body2" translate="no">{d.providerName}{vm.isParent && d.providerCity ? `, ${d.providerCity}` : ''}</Typography>
              <Modified doctor={d} />
              {vm.canEdit && <EditLinks doctor={d} />}
            </Paper>
          ))}
        </Box>
      ) : (
        <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t('doctors')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('colDoctor')}</TableCell>
                <TableCell>{t('colCompletion')}</TableCell>
                <TableCell>{t('colQc')}</TableCell>
                <TableCell>{t('colSpeciality')}</TableCell>
                <TableCell>{t('colProvider')}</TableCell>
                {vm.isParent && <TableCell>{t('colLocation')}</TableCell>}
                <TableCell>{t('colFee')}</TableCell>
                <TableCell>{t('colActive')}</TableCell>
                <TableCell>{t('colModified')}</TableCell>
                {vm.canEdit && <TableCell>{t('colEdit')}</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {vm.doctors.map((d) => (
                <TableRow key={d.doctorId} hover={vm.canEdit} onClick={() => open(d)} sx={{ cursor: vm.canEdit ? 'pointer' : 'default' }}>
                  <TableCell><DoctorIdentity doctor={d} /></TableCell>
                  <TableCell><Completion percent={d.percentComplete} /></TableCell>
                  <TableCell><QcStatusCell doctor={d} /></TableCell>
                  <TableCell>{tc(d.profile.specialization || 'NA')}</TableCell>
                  <TableCell translate="no">{d.providerName}</TableCell>
                  {vm.isParent && <TableCell translate="no">{[d.providerLocation, d.providerCity].filter(Boolean).join(', ') || 'NA'}</TableCell>}
                  <TableCell>{fee(d)}</TableCell>
                  <TableCell><ActiveToggle vm={vm} doctor={d} /></TableCell>
                  <TableCell><Modified doctor={d} /></TableCell>
                  {vm.canEdit && <TableCell><EditLinks doctor={d} /></TableCell>}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      )}
      {vm.total > 0 && <Pager page={vm.page + 1} pageCount={vm.pageCount} total={String(vm.total)} onPage={(p) => vm.goToPage(p - 1)} compact={mobile} />}
    </Box>
  );
});
