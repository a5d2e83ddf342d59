import { translateCore } from '../../i18n/core-text.ts';
import './offline-desk.core-text.ts';

/** "Name: asha": the kind of search translated, what was typed kept. */
export function searchLabelText(label: string): string {
  const at = label.indexOf(': ');
  return at < 0 ? label : `${translateCore(label.slice(0, at))}${label.slice(at)}`;
}
