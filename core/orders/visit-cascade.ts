import { VisitTypeLabel } from '../appointments/visit-type.ts';
import type { VisitChoice } from './appointment-constants.ts';

/**
 * Where the customer is seen (spec 2 §4): a home visit at an address, or a centre picked by
 * state, then city, then locality. Each choice is loaded from the one before it, so changing a
 * choice clears every choice after it; a centre also depends on the chosen packages.
 */
export interface VisitChoices {
  visit: VisitChoice;
  stateId: number | null;
  cityId: number | null;
  localityId: number | null;
  centreId: number | null;
}

export const NO_VISIT_CHOICES: VisitChoices = { visit: VisitTypeLabel.CentreVisit, stateId: null, cityId: null, localityId: null, centreId: null };

/** A new visit type starts the location over; the same one keeps it. */
export function chooseVisit(choices: VisitChoices, visit: VisitChoice): VisitChoices {
  return visit === choices.visit ? choices : { ...NO_VISIT_CHOICES, visit };
}

export function chooseState(choices: VisitChoices, stateId: number | null): VisitChoices {
  return stateId === choices.stateId ? choices : { ...choices, stateId, cityId: null, localityId: null, centreId: null };
}

export function chooseCity(choices: VisitChoices, cityId: number | null): VisitChoices {
  return cityId === choices.cityId ? choices : { ...choices, cityId, localityId: null, centreId: null };
}

export function chooseLocality(choices: VisitChoices, localityId: number | null): VisitChoices {
  return localityId === choices.localityId ? choices : { ...choices, localityId, centreId: null };
}

export function chooseCentre(choices: VisitChoices, centreId: number | null): VisitChoices {
  return { ...choices, centreId };
}

/** Centres are those offering every chosen package, so a change of packages clears the centre. */
export function packagesChanged(choices: VisitChoices): VisitChoices {
  return { ...choices, centreId: null };
}
