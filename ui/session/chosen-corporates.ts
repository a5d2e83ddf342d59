import { reaction, type IReactionDisposer } from 'mobx';
import { corporateScope } from '../../core/session/user.ts';
import type { CurrentSession } from './current-session.ts';

/** The corporates an insurer screen covers now: the top-bar choice, within the user's own (core's corporateScope). */
export function chosenCorporates(current: CurrentSession): number[] {
  const s = current.session;
  return corporateScope(s?.user.corporateIDs ?? [], s?.selectedCorporates);
}

/** Calls `reload` whenever the top-bar corporate choice changes; the disposer stops it. */
export function onCorporateChoice(current: CurrentSession, reload: () => void): IReactionDisposer {
  return reaction(() => chosenCorporates(current).join(','), reload);
}
