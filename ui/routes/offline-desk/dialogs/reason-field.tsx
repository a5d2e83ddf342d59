import { observer } from 'mobx-react-lite';
import TextField from '@mui/material/TextField';
import { SelectField } from '../../create-appointment/form-fields.tsx';
import { useCoreText } from '../../../i18n/core-text.ts';
import { useText } from '../../../i18n/define-text.ts';
import { offlineText } from '../offline-desk.text.ts';
import type { ReasonChoiceModel } from './reason-choice.model.ts';

/** A reason select; "Others" opens "Specify Reason*" for the reason in words (spec 3 §5.1). */
export const ReasonField = observer(function ReasonField({ choice }: { choice: ReasonChoiceModel }) {
  const t = useText(offlineText);
  const tc = useCoreText();
  return (
    <>
      <SelectField label={t('reason')} required value={choice.reason} onChange={choice.setReason} placeholder={t('chooseReason')}
        options={choice.reasons.map((r) => ({ value: r, label: tc(r) }))} />
      {choice.isOthers ? (
        <TextField label={t('specifyReason')} required fullWidth multiline minRows={2} sx={{ mt: 2 }} value={choice.othersText}
          onChange={(e) => choice.setOthersText(e.target.value)} />
      ) : null}
    </>
  );
});
