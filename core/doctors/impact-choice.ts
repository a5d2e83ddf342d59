/** What may be done with a consult the change hits: give it to a free colleague, move it, or leave it. */
export const ImpactChoice = {
  Reassign: 'Reassign',
  Reschedule: 'Reschedule',
  Keep: 'Keep',
} as const;
export type ImpactChoice = (typeof ImpactChoice)[keyof typeof ImpactChoice];

/** The choices' labels on the screen. */
export const IMPACT_CHOICE_LABEL: Readonly<Record<ImpactChoice, string>> = {
  Reassign: 'Reassign to another doctor',
  Reschedule: "Reschedule to the doctor's next free slot",
  Keep: 'Keep as booked',
};

/** What the customer is told when a consult moves (written to the outbox with the change). */
export function impactNotice(change: { requestId: number; patientName: string; doctorName: string; when: string; choice: 'Reassign' | 'Reschedule' }): { subject: string; body: string } {
  const subject = `Appointment request ${change.requestId}: ${change.choice === 'Reassign' ? 'Doctor changed' : 'Rescheduled'}`;
  const body =
    change.choice === 'Reassign'
      ? `Dear ${change.patientName}, your consultation on ${change.when} will be with ${change.doctorName}, as your doctor is unavailable.`
      : `Dear ${change.patientName}, your consultation with ${change.doctorName} has moved to ${change.when}, as the doctor is unavailable at the booked time.`;
  return { subject, body };
}

/** The remark written to the request's history, which the history page shows. */
export function impactRemark(choice: 'Reassign' | 'Reschedule', change: { fromDoctor: string; toDoctor: string; when: string }): string {
  return choice === 'Reassign'
    ? `Doctor changed from ${change.fromDoctor} to ${change.toDoctor}: doctor unavailable`
    : `Rescheduled to ${change.when} with ${change.toDoctor}: doctor unavailable at the booked time`;
}
