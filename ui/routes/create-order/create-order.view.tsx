import { observer } from 'mobx-react-lite';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { BENEFICIARY_GENDERS } from '../../../core/orders/beneficiary.ts';
import { DateField } from '../../components/calendar/date-field.tsx';
import { Field, SelectField, Section } from '../create-appointment/form-fields.tsx';
import { AddedBeneficiaries, AddedPackages } from './added-rows.tsx';
import type { CreateOrderViewModel } from './create-order.view-model.ts';
import { useCoreText } from '../../i18n/core-text.ts';
import { useText } from '../../i18n/define-text.ts';
import { orderText } from './create-order.text.ts';
import './create-order.core-text.ts';

const idOf = (value: string) => (value === '' ? null : Number(value));

/** Spec 2 §2.1's first section: phone and e-mail, Get Data, CheckUser's message, and the not-of-user tick. */
const CustomerLookup = observer(function CustomerLookup({ vm }: { vm: CreateOrderViewModel }) {
  const t = useText(orderText);
  const tc = useCoreText();
  return (
    <Section title={t('customer')}>
      <Field label={t('phone')} type="tel" inputMode="tel" value={vm.phone} onChange={vm.setPhone} error={vm.phoneError ? tc(vm.phoneError) : undefined} required />
      <Box>
        <Field label={t('email')} type="email" inputMode="email" value={vm.email} onChange={vm.setEmail} error={vm.emailError ? tc(vm.emailError) : undefined} required disabled={vm.emailNotOfUser} />
        <FormControlLabel
          control={<Checkbox checked={vm.emailNotOfUser} onChange={(e) => vm.setEmailNotOfUser(e.target.checked)} />}
          label={t('notOfUser')}
        />
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 1 }}>
        <Button variant="outlined" onClick={() => void vm.getData()} disabled={!vm.canGetData} sx={{ mt: 1 }}>
          {t('getData')}
        </Button>
        {vm.checkResult ? (
          <Typography role="status" sx={{ color: vm.checkResult.isPresent ? 'success.dark' : 'error.main' }}>
            {tc(vm.checkResult.message)}
          </Typography>
        ) : null}
      </Box>
    </Section>
  );
});

/** Spec 2 §2.1's beneficiaries: the panel adds one, or saves the one being edited. */
const BeneficiaryPanel = observer(function BeneficiaryPanel({ vm }: { vm: CreateOrderViewModel }) {
  const t = useText(orderText);
  const tc = useCoreText();
  const b = vm.beneficiary;
  return (
    <Section title={t('beneficiaries')}>
      <Field label={t('name')} value={b.username} onChange={(v) => vm.setBeneficiaryField('username', v)} required />
      <SelectField label={t('gender')} value={b.gender} onChange={(v) => vm.setBeneficiaryField('gender', v)} options={BENEFICIARY_GENDERS.map((g) => ({ value: g, label: tc(g) }))} required />
      <Field label={t('address')} value={b.address} onChange={(v) => vm.setBeneficiaryField('address', v)} required />
      <DateField label={t('dob')} value={b.dob || undefined} onChange={(v) => vm.setBeneficiaryField('dob', v)} today={vm.today} max={vm.today} required
        onTypedProblem={(problem) => vm.typed.report('dob', problem)} />
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start' }}>
        <Button variant="outlined" onClick={vm.saveBeneficiary} sx={{ mt: 1 }}>
          {t(vm.beneficiaryButton)}
        </Button>
        {vm.beneficiaryProblem ? <FormHelperText error>{tc(vm.beneficiaryProblem)}</FormHelperText> : null}
      </Box>
      <AddedBeneficiaries vm={vm} />
    </Section>
  );
});

/** Spec 2 §2.1's package details: category → city → package, each clearing what follows, and the appointment. */
const PackagePanel = observer(function PackagePanel({ vm }: { vm: CreateOrderViewModel }) {
  const t = useText(orderText);
  const tc = useCoreText();
  const line = vm.draft.line;
  return (
    <Section title={t('packageDetails')}>
      <SelectField
        label={t('category')}
        value={String(line.categoryId ?? '')}
        onChange={(v) => void vm.chooseCategory(idOf(v))}
        options={vm.categories.map((c) => ({ value: String(c.id), label: tc(c.name) }))}
        required
      />
      <SelectField label={t('city')} value={line.city} onChange={(v) => void vm.chooseCity(v)} options={vm.cities.map((c) => ({ value: c, label: c }))} dataOptions disabled={line.categoryId === null} required />
      <SelectField
        label={t('package')}
        value={String(line.packageId ?? '')}
        onChange={(v) => vm.choosePackage(idOf(v))}
        options={vm.packages.map((p) => ({ value: String(p.packageId), label: `${p.packageName} ₹${p.packagePrice}` }))}
        disabled={line.city === ''}
        dataOptions
        required
      />
      <DateField label={t('appointmentDate')} value={vm.draft.day || undefined} onChange={vm.setLineDay} today={vm.today} min={vm.earliestDay} max={vm.latestDay} required
        onTypedProblem={(problem) => vm.typed.report('appointmentDate', problem)} />
      <Field label={t('appointmentTime')} type="time" value={vm.draft.time} onChange={vm.setLineTime} required />
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start' }}>
        <Button variant="outlined" onClick={vm.saveLine} sx={{ mt: 1 }}>
          {t(vm.lineButton)}
        </Button>
        {vm.lineProblem ? <FormHelperText error>{tc(vm.lineProblem)}</FormHelperText> : null}
      </Box>
    </Section>
  );
});

/** The Create Order form (spec 2 §2.1): lookup, beneficiaries, package details, the added packages and Submit. */
export const CreateOrderView = observer(function CreateOrderView({ vm }: { vm: CreateOrderViewModel }) {
  const t = useText(orderText);
  const tc = useCoreText();
  return (
    <Box component="form" noValidate aria-label={t('title')} onSubmit={(e) => { e.preventDefault(); void vm.submit(); }}>
      {vm.loadProblem ? <Alert severity="error" sx={{ mb: 2 }}>{tc(vm.loadProblem)}</Alert> : null}
      <CustomerLookup vm={vm} />
      <BeneficiaryPanel vm={vm} />
      <PackagePanel vm={vm} />
      <AddedPackages vm={vm} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Button type="submit" variant={vm.looksSubmittable ? 'contained' : 'outlined'} disabled={vm.isSaving}>
          {t('submit')}
        </Button>
        {vm.submitProblem ? <FormHelperText error>{tc(vm.submitProblem)}</FormHelperText> : null}
      </Box>
    </Box>
  );
});
