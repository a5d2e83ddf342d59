import { observer } from 'mobx-react-lite';
import TextField from '@mui/material/TextField';
import { SelectField } from '../../create-appointment/form-fields.tsx';
import type { ReasonChoiceModel } from './reason-choice.model.ts';

/** A reason select; "Others" opens "Specify Reason*" for the reason in words (spec 3 §5.1). */
export const ReasonField = observer(function ReasonField({ choice }: { choice: ReasonChoiceModel }) {
  return (
    <>
      <SelectField label="Reason" required value={choice.reason} onChange={choice.setReason} placeholder="Choose a reason"
        options={choice.reasons.map((r) => ({ value: r, label: r }))} />
      {choice.isOthers ? (
        <TextField label="Specify Reason" required fullWidth multiline minRows={2} sx={{ mt: 2 }} value={choice.othersText}
          onChange={(e) => choice.setOthersText(e.target.value)} />
      ) : null}
    </>
  );
});
