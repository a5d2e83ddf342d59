import { observer } from 'mobx-react-lite';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { COMMS_CHANNEL_LABEL, COMMS_CHANNELS, COMMS_TOPIC_LABEL, COMMS_TOPICS, type CommsTopic } from '../../../core/spoc/spoc-comms.ts';
import { useCoreText } from '../../i18n/core-text.ts';
import { useText } from '../../i18n/define-text.ts';
import { spocText } from './spoc-form.text.ts';
import type { SpocFormViewModel } from './spoc-form.view-model.ts';

/** One topic: its checkbox and its Email, WhatsApp and SMS flags. */
const TopicFields = observer(function TopicFields({ vm, topic }: { vm: SpocFormViewModel; topic: CommsTopic }) {
  const choice = vm.form.comms.topics[topic];
  const error = vm.errors[`comms.${topic}`];
  const t = useText(spocText);
  const tc = useCoreText();
  const label = tc(COMMS_TOPIC_LABEL[topic]);
  return (
    <FormControl component="fieldset" error={!!error} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
      <FormControlLabel control={<Checkbox checked={choice.commsType} onChange={(ev) => vm.toggleTopic(topic, ev.target.checked)} />} label={label} />
      <FormGroup row aria-label={t('channels', { topic: label })} sx={{ pl: 3 }}>
        {COMMS_CHANNELS.map((ch) => (
          <FormControlLabel
            key={ch}
            control={<Checkbox size="small" checked={choice[ch]} onChange={(ev) => vm.toggleChannel(topic, ch, ev.target.checked)} slotProps={{ input: { 'aria-label': t('channelOf', { topic: label, channel: tc(COMMS_CHANNEL_LABEL[ch]) }) } }} />}
            label={tc(COMMS_CHANNEL_LABEL[ch])}
          />
        ))}
      </FormGroup>
      {error && <FormHelperText>{tc(error)}</FormHelperText>}
    </FormControl>
  );
});

/** Communication preferences: the Yes/No master choice, then the three topics under Yes (spec 3 §2.7, §4.3). */
export const SpocCommsFields = observer(function SpocCommsFields({ vm }: { vm: SpocFormViewModel }) {
  const c = vm.form.comms;
  const error = vm.errors.commsSelection;
  const t = useText(spocText);
  const tc = useCoreText();
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <FormControl required error={!!error}>
        <FormLabel id="spoc-comms-label">{t('comms')}</FormLabel>
        <RadioGroup row aria-labelledby="spoc-comms-label" value={c.selection ?? ''} onChange={(ev) => vm.chooseComms(ev.target.value as 'Yes' | 'No')}>
          <FormControlLabel value="Yes" control={<Radio />} label={t('yes')} />
          <FormControlLabel value="No" control={<Radio />} label={t('no')} />
        </RadioGroup>
        {error && <FormHelperText>{tc(error)}</FormHelperText>}
      </FormControl>
      {c.selection === 'Yes' && (
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
          {COMMS_TOPICS.map((t) => <TopicFields key={t} vm={vm} topic={t} />)}
        </Box>
      )}
    </Box>
  );
});
