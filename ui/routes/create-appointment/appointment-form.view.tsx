import { observer } from 'mobx-react-lite';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { ADDITIONAL_DETAIL_NAMES, APPOINTMENT_GENDERS, PAID_SPONS, POLICY_TYPES, VISIT_CHOICES, type VisitChoice } from '../../../core/orders/appointment-constants.ts';
import { packageAmount } from '../../../core/orders/appointment-order.ts';
import { DateField } from '../../components/calendar/date-field.tsx';
import { DeleteIcon } from '../../components/icons/delete-icon.tsx';
import { Field, NumberField, SelectField, Section } from './form-fields.tsx';
import type { CreateAppointmentViewModel } from './create-appointment.view-model.ts';

const options = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));
const placeOptions = (places: readonly { id: number; name: string }[]) => places.map((p) => ({ value: String(p.id), label: p.name }));
const idOf = (value: string) => (value === '' ? null : Number(value));
const rupees = (n: number) => `₹${n.toLocaleString('en-IN', { maximumFractionDigits: 2 })}`;

/** Every field of the appointment form (spec 2 §5); the page and the e-sales dialog both show it. */
export const AppointmentFormView = observer(function AppointmentFormView({ vm }: { vm: CreateAppointmentViewModel }) {
  const f = vm.fields;
  const set = (name: keyof typeof f) => (value: string) => vm.setField(name, value);
  return (
    <Box component="form" noValidate aria-label="Create Appointment" onSubmit={(e) => { e.preventDefault(); void vm.submit(); }}>
      {vm.loadProblem ? <Alert severity="error" sx={{ mb: 2 }}>{vm.loadProblem}</Alert> : null}
      <Section title="Customer">
        <Field label="Customer Name" value={f.name} onChange={set('name')} error={vm.shown('name')} required />
        <Field label="Unique ID" value={f.uniqueId} onChange={set('uniqueId')} error={vm.shown('uniqueId')} required />
        <Field label="Email" type="email" inputMode="email" value={f.email} onChange={set('email')} error={vm.shown('email')} required />
        <SelectField label="Gender" value={f.gender} onChange={set('gender')} options={options(APPOINTMENT_GENDERS)} error={vm.shown('gender')} required />
        <Field label="Mobile Number" type="tel" inputMode="tel" value={f.mobile} onChange={set('mobile')} error={vm.shown('mobile')} required />
        <Field label="Alternate Mobile Number" type="tel" inputMode="tel" value={f.alternateMobile} onChange={set('alternateMobile')} error={vm.shown('alternateMobile')} />
        <DateField label="Client Date of Birth" value={f.clientDob || undefined} onChange={set('clientDob')} today={vm.today} max={vm.today} />
        <NumberField label="Sum Assured" value={f.sumAssured} onChange={set('sumAssured')} error={vm.shown('sumAssured')} />
        <NumberField label="Annual Premium" value={f.annualPremium} onChange={set('annualPremium')} error={vm.shown('annualPremium')} />
        <SelectField label="Paid / Sponsored" value={f.paidSpons} onChange={set('paidSpons')} options={options(PAID_SPONS)} />
        <SelectField label="Policy Type" value={f.policyType} onChange={set('policyType')} options={options(POLICY_TYPES)} />
        <Field label="Insurer Remark" value={f.insurerRemark} onChange={set('insurerRemark')} />
      </Section>
      {vm.shown('clientDob') ? <FormHelperText error sx={{ mt: -2, mb: 2 }}>{vm.shown('clientDob')}</FormHelperText> : null}

      <Section title="Packages">
        <Box role="group" aria-label="Packages" sx={{ gridColumn: '1 / -1', display: 'flex', flexDirection: 'column' }}>
          {vm.offered.map((p) => (
            <FormControlLabel
              key={p.perId}
              control={<Checkbox checked={vm.chosenPackageIds.includes(p.perId)} onChange={() => void vm.togglePackage(p.perId)} />}
              label={`${p.name} (${rupees(p.price)} + ${rupees(p.serviceTax)} tax = ${rupees(packageAmount(p))})`}
            />
          ))}
          {vm.shown('packages') ? <FormHelperText error>{vm.shown('packages')}</FormHelperText> : null}
        </Box>
      </Section>

      <Section title="Visit">
        <SelectField label="Visit Type" value={vm.choices.visit} onChange={(v) => v && vm.chooseVisit(v as VisitChoice)} options={options(VISIT_CHOICES)} required />
        {vm.isHomeVisit ? (
          <>
            <Field label="Address Line 1" value={f.addressLine1} onChange={set('addressLine1')} error={vm.shown('address')} required />
            <Field label="Address Line 2" value={f.addressLine2} onChange={set('addressLine2')} />
          </>
        ) : (
          <>
            <SelectField label="State" value={String(vm.choices.stateId ?? '')} onChange={(v) => void vm.chooseState(idOf(v))} options={placeOptions(vm.states)} required />
            <SelectField label="City" value={String(vm.choices.cityId ?? '')} onChange={(v) => void vm.chooseCity(idOf(v))} options={placeOptions(vm.cities)} disabled={vm.choices.stateId === null} required />
            <SelectField label="Locality" value={String(vm.choices.localityId ?? '')} onChange={(v) => void vm.chooseLocality(idOf(v))} options={placeOptions(vm.localities)} disabled={vm.choices.cityId === null} required />
            <SelectField
              label="Diagnostic Centre"
              value={String(vm.choices.centreId ?? '')}
              onChange={(v) => vm.chooseCentre(idOf(v))}
              options={placeOptions(vm.centres)}
              disabled={vm.centres.length === 0}
              error={vm.shown('centre')}
              required
            />
          </>
        )}
      </Section>

      <Section title="Preferred Times">
        <DateField label="First Preference Date" value={f.firstDay || undefined} onChange={set('firstDay')} today={vm.today} min={vm.today} />
        <Field label="First Preference Time" type="time" value={f.firstTime} onChange={set('firstTime')} error={vm.shown('firstPreference')} required />
        <Box />
        <DateField label="Second Preference Date" value={f.secondDay || undefined} onChange={set('secondDay')} today={vm.today} min={vm.today} />
        <Field label="Second Preference Time" type="time" value={f.secondTime} onChange={set('secondTime')} error={vm.shown('secondPreference')} />
      </Section>

      <Section title="Additional Details">
        <SelectField label="Detail" value={vm.newDetail.key} onChange={(v) => vm.setNewDetail('key', v)} options={options(ADDITIONAL_DETAIL_NAMES)} />
        <Field label="Value" value={vm.newDetail.value} onChange={(v) => vm.setNewDetail('value', v)} error={vm.detailProblem ?? undefined} />
        <Box sx={{ display: 'flex', alignItems: 'flex-start' }}>
          <Button variant="outlined" onClick={vm.addDetail} sx={{ mt: 1 }}>
            Add Detail
          </Button>
        </Box>
        {vm.details.length > 0 ? (
          <Box component="ul" aria-label="Added details" sx={{ gridColumn: '1 / -1', m: 0, pl: 0, listStyle: 'none' }}>
            {vm.details.map((d) => (
              <Box component="li" key={d.key} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <Typography>
                  {d.key}: {d.value}
                </Typography>
                <IconButton aria-label={`Remove ${d.key}`} onClick={() => vm.removeDetail(d.key)} size="small">
                  <DeleteIcon />
                </IconButton>
              </Box>
            ))}
          </Box>
        ) : null}
        {vm.shown('additionalDetails') ? <FormHelperText error sx={{ gridColumn: '1 / -1' }}>{vm.shown('additionalDetails')}</FormHelperText> : null}
      </Section>

      <Button type="submit" variant="contained" disabled={vm.isSaving}>
        {vm.isSaving ? 'Submitting...' : 'Submit'}
      </Button>
    </Box>
  );
});
