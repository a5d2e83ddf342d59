/** How a request is served, as the wire and the store carry it (spec 1 §2: visitType). */
export const VisitType = {
  HomeVisit: 'Home_Visit',
  Appointment: 'Appointment',
} as const;
export type VisitType = (typeof VisitType)[keyof typeof VisitType];

/** The visit type as lists, exports and the history page name it. */
export const VisitTypeLabel = {
  HomeVisit: 'Home Visit',
  CentreVisit: 'Center Visit',
} as const;
export type VisitTypeLabel = (typeof VisitTypeLabel)[keyof typeof VisitTypeLabel];

export function isHomeVisit(visitType: string | null | undefined): boolean {
  return visitType === VisitType.HomeVisit;
}

/** Home_Visit reads 'Home Visit'; anything else is a visit to the centre, 'Center Visit' (spec 1 §2). */
export function visitTypeLabel(visitType: string | null | undefined): VisitTypeLabel {
  return isHomeVisit(visitType) ? VisitTypeLabel.HomeVisit : VisitTypeLabel.CentreVisit;
}

/** The label of a request known only by whether it is a home visit (the lists' isHomeVisit). */
export function visitLabelOf(homeVisit: boolean): VisitTypeLabel {
  return homeVisit ? VisitTypeLabel.HomeVisit : VisitTypeLabel.CentreVisit;
}
