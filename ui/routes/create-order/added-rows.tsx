import { observer } from 'mobx-react-lite';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useCoreText } from '../../i18n/core-text.ts';
import { useText } from '../../i18n/define-text.ts';
import { formatDateTime, formatDay } from '../../i18n/format.ts';
import { orderText } from './create-order.text.ts';
import './create-order.core-text.ts';
import { ON_MOBILE } from '../../app/breakpoints.ts';
import type { CreateOrderViewModel } from './create-order.view-model.ts';
import { VISUALLY_HIDDEN } from '../../components/visually-hidden.ts';

/** The beneficiaries added so far, each with Edit (loads it into the panel) and Remove. */
export const AddedBeneficiaries = observer(function AddedBeneficiaries({ vm }: { vm: CreateOrderViewModel }) {
  const t = useText(orderText);
  const tc = useCoreText();
  if (vm.beneficiaries.length === 0) return null;
  return (
    <Box component="ul" aria-label={t('addedBeneficiaries')} sx={{ gridColumn: '1 / -1', m: 0, pl: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
      {vm.beneficiaries.map((b, i) => (
        <Box component="li" key={i} sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography sx={{ flex: '1 1 240px', minWidth: 0, overflowWrap: 'anywhere' }}>
            {t('beneficiaryRow', { name: b.username, gender: tc(b.gender), born: formatDay(b.dob), address: b.address })}
          </Typography>
          <Button size="small" onClick={() => vm.editBeneficiary(i)} aria-label={t('editNamed', { name: b.username })}>
            {t('Edit')}
          </Button>
          <Button size="small" onClick={() => vm.removeBeneficiary(i)} aria-label={t('removeNamed', { name: b.username })}>
            {t('remove')}
          </Button>
        </Box>
      ))}
    </Box>
  );
});

/**
 * Spec 2 §2.1's table of added packages. At 768 px or less each row stacks its cells with their
 * headings, so the table never needs sideways scrolling.
 */
export const AddedPackages = observer(function AddedPackages({ vm }: { vm: CreateOrderViewModel }) {
  const t = useText(orderText);
  const tc = useCoreText();
  if (vm.lines.length === 0) return null;
  const heads = [t('category'), t('city'), t('package'), t('appointment'), ''];
  return (
    <Box sx={{ mb: 3 }}>
      <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1.05rem', mb: 1 }}>
        {t('addedPackages')}
      </Typography>
      <Table size="small" aria-label={t('addedPackagesTable')} sx={{ [ON_MOBILE]: { '& thead': { display: 'none' }, '& tr, & td': { display: 'block' }, '& tr': { borderBottom: 1, borderColor: 'divider', py: 1 }, '& td': { border: 'none', py: 0.25 }, '& td[data-label]:not([data-label=""])::before': { content: 'attr(data-label) ": "', fontWeight: 600 } } }}>
        <TableHead>
          <TableRow>
            {heads.map((h, i) => (
              <TableCell key={i}>{h === '' ? <Box component="span" sx={VISUALLY_HIDDEN}>{t('actions')}</Box> : h}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {vm.lines.map((l, i) => (
            <TableRow key={i} selected={vm.editingLine === i}>
              <TableCell data-label={t('category')}>{tc(vm.categoryName(l.categoryId))}</TableCell>
              <TableCell data-label={t('city')} translate="no">{l.city}</TableCell>
              <TableCell data-label={t('package')} translate="no">{l.packageName}</TableCell>
              <TableCell data-label={t('appointment')} translate="no">{l.appointmentAt ? formatDateTime(l.appointmentAt) : ''}</TableCell>
              <TableCell data-label="">
                <Button size="small" onClick={() => void vm.editLine(i)} aria-label={t('editNamed', { name: l.packageName })}>
                  {t('Edit')}
                </Button>
                <Button size="small" onClick={() => vm.removeLine(i)} aria-label={t('removeNamed', { name: l.packageName })}>
                  {t('remove')}
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
});

