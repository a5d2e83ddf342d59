import Chip from '@mui/material/Chip';
import { INSURER_SEARCH_OPTIONS, type SearchQuery } from '../../../core/search/search-by.ts';
import { useCoreText } from '../../i18n/core-text.ts';
import { useText } from '../../i18n/define-text.ts';
import { insurerText } from './insurer-appointments.text.ts';
import './insurer-appointments.core-text.ts';

/**
 * The running top-bar search ('Search: Name: asha') with its clear button. The typed text is left
 * as typed, in the same text as the words around it, so the chip reads as one label.
 */
export function SearchChip({ search, onDelete }: { search: SearchQuery; onDelete: () => void }) {
  const t = useText(insurerText);
  const tc = useCoreText();
  const by = INSURER_SEARCH_OPTIONS.find((o) => o.value === search.searchBy)?.label ?? search.searchBy;
  const label = `${t('searchBy', { by: tc(by) })} ${search.text}`;
  return <Chip label={label} onDelete={onDelete} color="primary" variant="outlined" />;
}
