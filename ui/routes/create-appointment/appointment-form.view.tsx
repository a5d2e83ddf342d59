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
import { useCoreText } from '../../i18n/core-text.ts';
import { useText } from '../../i18n/define-text.ts';
import { formatRupees } from '../../i18n/format.ts';
import { appointmentText } from './create-appointment.text.ts';
import './create-appointment.core-text.ts';
import { DateField } from '../../components/calendar/date-field.tsx';
import { DeleteIcon } from '../../components/icons/delete-icon.tsx';
import { Field, NumberField, SelectField, Section } from './form-fields.tsx';
import type { CreateAppointmentViewModel } from './create-appointment.view-model.ts';

const placeOptions = (places: readonly { id: number; name: string }[]) => places.map((p) => ({ value: String(p.id), label: p.name }));
const idOf = (value: string) => (value === '' ? null : Number(value));
const asIs = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));

/** Every field of the appointment form (spec 2 §5); the page and the e-sales dialog both show it. */
export const AppointmentFormView = observer(function AppointmentFormView({ vm }: { vm: CreateAppointmentViewModel }) {
  const t = useText(appointmentText);
  const tc = useCoreText();
  // Core's words for a choice; the value sent stays core's English.
  const options = (values: readonly string[]) => values.map((v) => ({ value: v, label: tc(v) }));
  const shown = (field: Parameters<typeof vm.shown>[0]) => {
    const message = vm.shown(field);
    return message && tc(message);
  };
  const f = vm.fields;
  const set = (name: keyof typeof f) => (value: string) => vm.setField(name, value);
  return (
    <Box component="form" noValidate aria-label={t('title')} onSubmit={(e) => { e.preventDefault(); void vm.submit(); }}>
      {vm.loadProblem ? <Alert severity="error" sx={{ mb: 2 }}>{tc(vm.loadProblem)}</Alert> : null}
      <Section title={t('customer')}>
        <Field label={t('customerName')} value={f.name} onChange={set('name')} error={shown('name')} required />
        <Field label={t('uniqueId')} value={f.uniqueId} onChange={set('uniqueId')} error={shown('uniqueId')} required />
        <Field label={t('email')} type="email" inputMode="email" value={f.email} onChange={set('email')} error={shown('email')} required />
        <SelectField label={t('gender')} value={f.gender} onChange={set('gender')} options={options(APPOINTMENT_GENDERS)} error={shown('gender')} required />
        <Field label={t('mobile')} type="tel" inputMode="tel" value={f.mobile} onChange={set('mobile')} error={shown('mobile')} required />
        <Field label={t('alternateMobile')} type="tel" inputMode="tel" value={f.alternateMobile} onChange={set('alternateMobile')} error={shown('alternateMobile')} />
        <DateField label={t('clientDob')} value={f.clientDob || undefined} onChange={set('clientDob')} today={vm.today} max={vm.today}
          onTypedProblem={(problem) => vm.typed.report('clientDob', problem)} />
        <NumberField label={t('sumAssured')} value={f.sumAssured} onChange={set('sumAssured')} error={shown('sumAssured')} />
        <NumberField label={t('annualPremium')} value={f.annualPremium} onChange={set('annualPremium')} error={shown('annualPremium')} />
        <SelectField label={t('paidSpons')} value={f.paidSpons} onChange={set('paidSpons')} options={options(PAID_SPONS)} />
        <SelectField label={t('policyType')} value={f.policyType} onChange={set('policyType')} options={options(POLICY_TYPES)} />
        <Field label={t('insurerRemark')} value={f.insurerRemark} onChange={set('insurerRemark')} />
      </Section>
      {shown('clientDob') ? <FormHelperText error sx={{ mt: -2, mb: 2 }}>{shown('clientDob')}</FormHelperText> : null}

      <Section title={t('packages')}>
        <Box role="group" aria-label={t('packages')} sx={{ gridColumn: '1 / -1', display: 'flex', flexDirection: 'column' }}>
          {vm.offered.map((p) => (
            <FormControlLabel
              key={p.perId}
              control={<Checkbox checked={vm.chosenPackageIds.includes(p.perId)} onChange={() => void vm.togglePackage(p.perId)} />}
              label={t('packageOption', { name: p.name, price: formatRupees(p.price), tax: formatRupees(p.serviceTax), total: formatRupees(packageAmount(p)) })}
            />
          ))}
          {shown('packages') ? <FormHelperText error>{shown('packages')}</FormHelperText> : null}
        </Box>
      </Section>

      <Section title={t('visit')}>
        <SelectField label={t('visitType')} value={vm.choices.visit} onChange={(v) => v && vm.chooseVisit(v as VisitChoice)} options={options(VISIT_CHOICES)} required />
        {vm.isHomeVisit ? (
          <>
            <Field label={t('addressLine1')} value={f.addressLine1} onChange={set('addressLine1')} error={shown('address')} required />
            <Field label={t('addressLine2')} value={f.addressLine2} onChange={set('addressLine2')} />
          </>
        ) : (
          <>
            <SelectField label={t('state')} value={String(vm.choices.stateId ?? '')} onChange={(v) => void vm.chooseState(idOf(v))} options={placeOptions(vm.states)} dataOptions required />
            <SelectField label={t('city')} value={String(vm.choices.cityId ?? '')} onChange={(v) => void vm.chooseCity(idOf(v))} options={placeOptions(vm.cities)} dataOptions disabled={vm.choices.stateId === null} required />
            <SelectField label={t('locality')} value={String(vm.choices.localityId ?? '')} onChange={(v) => void vm.chooseLocality(idOf(v))} options={placeOptions(vm.localities)} dataOptions disabled={vm.choices.cityId === null} required />
            <SelectField
              label={t('centre')}
              value={String(vm.choices.centreId ?? '')}
              onChange={(v) => vm.chooseCentre(idOf(v))}
              options={placeOptions(vm.centres)} dataOptions
              disabled={vm.centres.length === 0}
              error={shown('centre')}
              required
            />
          </>
        )}
      </Section>

      <Section title={t('preferredTimes')}>
        <DateField label={t('firstDate')} value={f.firstDay || undefined} onChange={set('firstDay')} today={vm.today} min={vm.today}
          onTypedProblem={(problem) => vm.typed.report('firstDay', problem)} />
        <Field label={t('firstTime')} type="time" value={f.firstTime} onChange={set('firstTime')} error={shown('firstPreference')} required />
        <Box />
        <DateField label={t('secondDate')} value={f.secondDay || undefined} onChange={set('secondDay')} today={vm.today} min={vm.today}
          onTypedProblem={(problem) => vm.typed.report('secondDay', problem)} />
        <Field label={t('secondTime')} type="time" value={f.secondTime} onChange={set('secondTime')} error={shown('secondPreference')} />
      </Section>

      <Section title={t('additionalDetails')}>
        <SelectField label={t('detail')} value={vm.newDetail.key} onChange={(v) => vm.setNewDetail('key', v)} options={asIs(ADDITIONAL_DETAIL_NAMES)} dataOptions />
        <Field label={t('value')} value={vm.newDetail.value} onChange={(v) => vm.setNewDetail('value', v)} error={vm.detailProblem ? tc(vm.detailProblem) : undefined} />
        <Box sx={{ display: 'flex', alignItems: 'flex-start' }}>
          <Button variant="outlined" onClick={vm.addDetail} sx={{ mt: 1 }}>
            {t('addDetail')}
          </Button>
        </Box>
        {vm.details.length > 0 ? (
          <Box component="ul" aria-label={t('addedDetails')} sx={{ gridColumn: '1 / -1', m: 0, pl: 0, listStyle: 'none' }}>
            {vm.details.map((d) => (
              <Box component="li" key={d.key} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <Typography translate="no">
                  {d.key}: {d.value}
                </Typography>
                <IconButton aria-label={t('remove', { name: d.key })} onClick={() => vm.removeDetail(d.key)} size="small">
                  <DeleteIcon />
                </IconButton>
              </Box>
            ))}
          </Box>
        ) : null}
        {shown('additionalDetails') ? <FormHelperText error sx={{ gridColumn: '1 / -1' }}>{shown('additionalDetails')}</FormHelperText> : null}
      </Section>

      <Button type="submit" variant="contained" disabled={vm.isSaving}>
        {vm.isSaving ? t('submitting') : t('submit')}
      </Button>
    </Box>
  );
});
