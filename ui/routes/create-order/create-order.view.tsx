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

const GENDER_OPTIONS = BENEFICIARY_GENDERS.map((g) => ({ value: g, label: g }));
const idOf = (value: string) => (value === '' ? null : Number(value));

/** Spec 2 §2.1's first section: phone and e-mail, Get Data, CheckUser's message, and the not-of-user tick. */
const CustomerLookup = observer(function CustomerLookup({ vm }: { vm: CreateOrderViewModel }) {
  return (
    <Section title="Customer">
      <Field label="Phone Number" type="tel" inputMode="tel" value={vm.phone} onChange={vm.setPhone} error={vm.phoneError ?? undefined} required />
      <Box>
        <Field label="Email" type="email" inputMode="email" value={vm.email} onChange={vm.setEmail} error={vm.emailError ?? undefined} required disabled={vm.emailNotOfUser} />
        <FormControlLabel
          control={<Checkbox checked={vm.emailNotOfUser} onChange={(e) => vm.setEmailNotOfUser(e.target.checked)} />}
          label="Tick if the above email id is not of user"
        />
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 1 }}>
        <Button variant="outlined" onClick={() => void vm.getData()} disabled={!vm.canGetData} sx={{ mt: 1 }}>
          Get Data
        </Button>
        {vm.checkResult ? (
          <Typography role="status" sx={{ color: vm.checkResult.isPresent ? 'success.dark' : 'error.main' }}>
            {vm.checkResult.message}
          </Typography>
        ) : null}
      </Box>
    </Section>
  );
});

/** Spec 2 §2.1's beneficiaries: the panel adds one, or saves the one being edited. */
const BeneficiaryPanel = observer(function BeneficiaryPanel({ vm }: { vm: CreateOrderViewModel }) {
  const b = vm.beneficiary;
  return (
    <Section title="Beneficiaries">
      <Field label="Name" value={b.username} onChange={(v) => vm.setBeneficiaryField('username', v)} required />
      <SelectField label="Gender" value={b.gender} onChange={(v) => vm.setBeneficiaryField('gender', v)} options={GENDER_OPTIONS} required />
      <Field label="Address" value={b.address} onChange={(v) => vm.setBeneficiaryField('address', v)} required />
      <DateField label="Date of Birth" value={b.dob || undefined} onChange={(v) => vm.setBeneficiaryField('dob', v)} today={vm.today} max={vm.today} required />
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start' }}>
        <Button variant="outlined" onClick={vm.saveBeneficiary} sx={{ mt: 1 }}>
          {vm.beneficiaryButton}
        </Button>
        {vm.beneficiaryProblem ? <FormHelperText error>{vm.beneficiaryProblem}</FormHelperText> : null}
      </Box>
      <AddedBeneficiaries vm={vm} />
    </Section>
  );
});

/** Spec 2 §2.1's package details: category → city → package, each clearing what follows, and the appointment. */
const PackagePanel = observer(function PackagePanel({ vm }: { vm: CreateOrderViewModel }) {
  const line = vm.draft.line;
  return (
    <Section title="Package Details">
      <SelectField
        label="Category"
        value={String(line.categoryId ?? '')}
        onChange={(v) => void vm.chooseCategory(idOf(v))}
        options={vm.categories.map((c) => ({ value: String(c.id), label: c.name }))}
        required
      />
      <SelectField label="City" value={line.city} onChange={(v) => void vm.chooseCity(v)} options={vm.cities.map((c) => ({ value: c, label: c }))} disabled={line.categoryId === null} required />
      <SelectField
        label="Package"
        value={String(line.packageId ?? '')}
        onChange={(v) => vm.choosePackage(idOf(v))}
        options={vm.packages.map((p) => ({ value: String(p.packageId), label: `${p.packageName} ₹${p.packagePrice}` }))}
        disabled={line.city === ''}
        required
      />
      <DateField label="Appointment Date" value={vm.draft.day || undefined} onChange={vm.setLineDay} today={vm.today} min={vm.earliestDay} max={vm.latestDay} required />
      <Field label="Appointment Time" type="time" value={vm.draft.time} onChange={vm.setLineTime} required />
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start' }}>
        <Button variant="outlined" onClick={vm.saveLine} sx={{ mt: 1 }}>
          {vm.lineButton}
        </Button>
        {vm.lineProblem ? <FormHelperText error>{vm.lineProblem}</FormHelperText> : null}
      </Box>
    </Section>
  );
});

/** The Create Order form (spec 2 §2.1): lookup, beneficiaries, package details, the added packages and Submit. */
export const CreateOrderView = observer(function CreateOrderView({ vm }: { vm: CreateOrderViewModel }) {
  return (
    <Box component="form" noValidate aria-label="Create Order" onSubmit={(e) => { e.preventDefault(); void vm.submit(); }}>
      {vm.loadProblem ? <Alert severity="error" sx={{ mb: 2 }}>{vm.loadProblem}</Alert> : null}
      <CustomerLookup vm={vm} />
      <BeneficiaryPanel vm={vm} />
      <PackagePanel vm={vm} />
      <AddedPackages vm={vm} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Button type="submit" variant={vm.looksSubmittable ? 'contained' : 'outlined'} disabled={vm.isSaving}>
          Submit
        </Button>
        {vm.submitProblem ? <FormHelperText error>{vm.submitProblem}</FormHelperText> : null}
      </Box>
    </Box>
  );
});
