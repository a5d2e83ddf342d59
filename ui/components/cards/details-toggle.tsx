import Button from '@mui/material/Button';
import { useText } from '../../i18n/define-text.ts';
import { componentsText } from '../components.text.ts';
import { ExpandLessIcon } from '../icons/expand-less-icon.tsx';
import { ExpandMoreIcon } from '../icons/expand-more-icon.tsx';

/** Opens and closes the rest of a mobile card; tells assistive technology which part it controls. */
export function DetailsToggle({ open, controls, onToggle }: { open: boolean; controls: string; onToggle: () => void }) {
  const t = useText(componentsText);
  return (
    <Button
      size="small"
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
      endIcon={open ? <ExpandLessIcon size="1.1rem" /> : <ExpandMoreIcon size="1.1rem" />}
    >
      {t(open ? 'hideDetails' : 'showDetails')}
    </Button>
  );
}
