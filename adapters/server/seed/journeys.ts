/**
 * How a demo request got to its current status: the status path from creation, who acted at each
 * step and what they wrote. Keeps every seeded history consistent with the row's status.
 */
import { StatusId } from '../../../core/appointments/status-catalogue.ts';
import type { Prng } from './prng.ts';

const S = StatusId;
const QC_DONE = [S.NewAppointmentRequest, S.ConfirmedByMedicalCenter, S.Attended, S.InfoSubmitted, S.QcApproved] as const;

/** The statuses a request passed through, creation first and the current status last. */
export const PATHS: Readonly<Record<StatusId, readonly StatusId[]>> = {
  [S.NewAppointmentRequest]: [S.NewAppointmentRequest],
  [S.Wip]: [S.Wip],
  [S.WipClosedByInsurer]: [S.Wip, S.WipClosedByInsurer],
  [S.RoutedToProvider]: [S.NewAppointmentRequest, S.RoutedToProvider],
  [S.ConfirmedByMedicalCenter]: [S.NewAppointmentRequest, S.ConfirmedByMedicalCenter],
  [S.ConfirmedByOps]: [S.NewAppointmentRequest, S.ConfirmedByOps],
  [S.SystemConfirmed]: [S.NewAppointmentRequest, S.SystemConfirmed],
  [S.RescheduledByCentre]: [S.NewAppointmentRequest, S.ConfirmedByMedicalCenter, S.RescheduledByCentre],
  [S.RescheduledByOps]: [S.NewAppointmentRequest, S.ConfirmedByMedicalCenter, S.RescheduledByOps],
  [S.RescheduledByUser]: [S.NewAppointmentRequest, S.ConfirmedByMedicalCenter, S.RescheduledByUser],
  [S.RescheduledByOthers]: [S.NewAppointmentRequest, S.ConfirmedByMedicalCenter, S.RescheduledByOthers],
  [S.HomeSampleCollectionAwaited]: [S.NewAppointmentRequest, S.ConfirmedByMedicalCenter, S.HomeSampleCollectionAwaited],
  [S.CustomerAwaitedAtDc]: [S.NewAppointmentRequest, S.ConfirmedByMedicalCenter, S.CustomerAwaitedAtDc],
  [S.CancelledByMedicalCenter]: [S.NewAppointmentRequest, S.CancelledByMedicalCenter],
  [S.CancelledByOps]: [S.NewAppointmentRequest, S.CancelledByOps],
  [S.Cancelled]: [S.NewAppointmentRequest, S.ConfirmedByMedicalCenter, S.Cancelled],
  [S.CancelledByInsurer]: [S.NewAppointmentRequest, S.ConfirmedByMedicalCenter, S.CancelledByInsurer],
  [S.ClosedByInsurer]: [S.NewAppointmentRequest, S.ConfirmedByMedicalCenter, S.ClosedByInsurer],
  [S.RejectedByProvider]: [S.NewAppointmentRequest, S.RejectedByProvider],
  [S.Attended]: [S.NewAppointmentRequest, S.ConfirmedByMedicalCenter, S.Attended],
  [S.HomeSampleCollected]: [S.NewAppointmentRequest, S.ConfirmedByMedicalCenter, S.HomeSampleCollectionAwaited, S.HomeSampleCollected],
  [S.ReportProcessPending]: [S.NewAppointmentRequest, S.ConfirmedByMedicalCenter, S.Attended, S.ReportProcessPending],
  [S.PartiallyAttended]: [S.NewAppointmentRequest, S.ConfirmedByMedicalCenter, S.PartiallyAttended],
  [S.PartialReportUploaded]: [S.NewAppointmentRequest, S.ConfirmedByMedicalCenter, S.PartiallyAttended, S.PartialReportUploaded],
  [S.InfoSubmitted]: [S.NewAppointmentRequest, S.ConfirmedByMedicalCenter, S.Attended, S.InfoSubmitted],
  [S.DigitizationPending]: [S.NewAppointmentRequest, S.ConfirmedByMedicalCenter, S.Attended, S.DigitizationPending],
  [S.BranchApprovalPending]: [S.NewAppointmentRequest, S.ConfirmedByMedicalCenter, S.Attended, S.BranchApprovalPending],
  [S.InformationAwaited]: [S.NewAppointmentRequest, S.ConfirmedByMedicalCenter, S.Attended, S.InfoSubmitted, S.InformationAwaited],
  [S.QcApproved]: QC_DONE,
  [S.TuScheduled]: [...QC_DONE, S.TuScheduled],
  [S.TuCompleted]: [...QC_DONE, S.TuScheduled, S.TuCompleted],
  [S.TuInfoAwaited]: [...QC_DONE, S.TuScheduled, S.TuInfoAwaited],
  [S.FitWithRecommendation]: [...QC_DONE, S.FitWithRecommendation],
  [S.FitnessOnHold]: [...QC_DONE, S.FitnessOnHold],
  [S.TemporaryUnfit]: [...QC_DONE, S.TemporaryUnfit],
  [S.NonWorkable]: [...QC_DONE, S.NonWorkable],
  [S.Workable]: [...QC_DONE, S.Workable],
  [S.NotAttended]: [S.NewAppointmentRequest, S.ConfirmedByMedicalCenter, S.NotAttended],
  [S.NotAttendedByOthers]: [S.NewAppointmentRequest, S.ConfirmedByMedicalCenter, S.NotAttendedByOthers],
};

/** Statuses reached at or after the visit; a request can only be in one once its date has passed. */
export const AFTER_VISIT: ReadonlySet<StatusId> = new Set<StatusId>([
  S.Attended, S.InformationAwaited, S.InfoSubmitted, S.NotAttended, S.CustomerAwaitedAtDc, S.QcApproved,
  S.PartiallyAttended, S.NotAttendedByOthers, S.TuCompleted, S.TuScheduled, S.TuInfoAwaited,
  S.FitWithRecommendation, S.FitnessOnHold, S.TemporaryUnfit, S.NonWorkable, S.Workable,
  S.DigitizationPending, S.HomeSampleCollected, S.ReportProcessPending, S.BranchApprovalPending,
  S.PartialReportUploaded,
]);

/** Who acts at a step: the centre, the insurer, or a team without a portal user. */
type ActorKind = 'provider' | 'insurer' | 'creator' | 'Ops Team' | 'System' | 'QC Team' | 'Underwriting Team' | 'Customer';

const ACTOR: Readonly<Record<StatusId, ActorKind>> = {
  [S.NewAppointmentRequest]: 'creator',
  [S.Wip]: 'creator',
  [S.WipClosedByInsurer]: 'insurer',
  [S.RoutedToProvider]: 'Ops Team',
  [S.ConfirmedByMedicalCenter]: 'provider',
  [S.ConfirmedByOps]: 'Ops Team',
  [S.SystemConfirmed]: 'System',
  [S.RescheduledByCentre]: 'provider',
  [S.RescheduledByOps]: 'Ops Team',
  [S.RescheduledByUser]: 'Customer',
  [S.RescheduledByOthers]: 'Ops Team',
  [S.HomeSampleCollectionAwaited]: 'provider',
  [S.CustomerAwaitedAtDc]: 'provider',
  [S.CancelledByMedicalCenter]: 'provider',
  [S.CancelledByOps]: 'Ops Team',
  [S.Cancelled]: 'System',
  [S.CancelledByInsurer]: 'insurer',
  [S.ClosedByInsurer]: 'insurer',
  [S.RejectedByProvider]: 'provider',
  [S.Attended]: 'provider',
  [S.HomeSampleCollected]: 'provider',
  [S.ReportProcessPending]: 'provider',
  [S.PartiallyAttended]: 'provider',
  [S.PartialReportUploaded]: 'provider',
  [S.InfoSubmitted]: 'provider',
  [S.DigitizationPending]: 'provider',
  [S.BranchApprovalPending]: 'provider',
  [S.InformationAwaited]: 'QC Team',
  [S.QcApproved]: 'QC Team',
  [S.TuScheduled]: 'Underwriting Team',
  [S.TuCompleted]: 'Underwriting Team',
  [S.TuInfoAwaited]: 'Underwriting Team',
  [S.FitWithRecommendation]: 'Underwriting Team',
  [S.FitnessOnHold]: 'Underwriting Team',
  [S.TemporaryUnfit]: 'Underwriting Team',
  [S.NonWorkable]: 'Underwriting Team',
  [S.Workable]: 'Underwriting Team',
  [S.NotAttended]: 'provider',
  [S.NotAttendedByOthers]: 'Ops Team',
};

const REMARKS: Partial<Record<StatusId, readonly string[]>> = {
  [S.NewAppointmentRequest]: ['Appointment requested by customer'],
  [S.Wip]: ['From Esales', 'Customer contacted, awaiting preferred slot'],
  [S.WipClosedByInsurer]: ['Customer not reachable, closed', 'Proposal withdrawn by customer'],
  [S.RoutedToProvider]: ['Routed to nearest centre', 'Re-routed: previous centre unavailable'],
  [S.ConfirmedByMedicalCenter]: ['Slot confirmed with customer on call', 'Confirmed, customer informed about fasting', 'Confirmed'],
  [S.ConfirmedByOps]: ['Confirmed by ops after customer call'],
  [S.SystemConfirmed]: ['Auto-confirmed: slot available'],
  [S.RescheduledByCentre]: ['Rescheduled: technician unavailable', 'Rescheduled on customer request over phone'],
  [S.RescheduledByOps]: ['Rescheduled by ops, centre to reconfirm'],
  [S.RescheduledByUser]: ['Customer moved the appointment online'],
  [S.RescheduledByOthers]: ['Rescheduled by insurer desk'],
  [S.HomeSampleCollectionAwaited]: ['Phlebotomist assigned for home collection'],
  [S.CustomerAwaitedAtDc]: ['Customer expected at centre, reminder sent'],
  [S.CancelledByMedicalCenter]: ['Cancelled: machine under maintenance', 'Cancelled at customer request'],
  [S.CancelledByOps]: ['Duplicate request', 'Cancelled by ops: wrong package'],
  [S.Cancelled]: ['Auto-cancelled after two reschedules'],
  [S.CancelledByInsurer]: ['Policy not issued', 'Cancelled by insurer'],
  [S.ClosedByInsurer]: ['Closed by insurer: medicals waived'],
  [S.RejectedByProvider]: ['Unavailability Of Slots', 'No Bandwidth', 'Holidays', 'Others - Pin code not serviceable'],
  [S.Attended]: ['Customer attended, all samples collected', 'Attended; ECG and blood samples taken', 'Attended'],
  [S.HomeSampleCollected]: ['Samples collected at home'],
  [S.ReportProcessPending]: ['Samples under processing'],
  [S.PartiallyAttended]: ['Customer skipped treadmill test', 'Only blood samples collected'],
  [S.PartialReportUploaded]: ['Blood reports uploaded, ECG pending'],
  [S.InfoSubmitted]: ['All reports uploaded', 'Reports and bill uploaded'],
  [S.DigitizationPending]: ['Reports uploaded, digitisation pending'],
  [S.BranchApprovalPending]: ['Reports uploaded for branch approval'],
  [S.InformationAwaited]: ['ECG report not legible, please re-upload', 'Signature missing on pathology report', ''],
  [S.QcApproved]: ['QC approved', 'All reports verified'],
  [S.TuScheduled]: ['Tele-underwriting call scheduled'],
  [S.TuCompleted]: ['Tele-underwriting completed'],
  [S.TuInfoAwaited]: ['Customer to share previous medical records'],
  [S.FitWithRecommendation]: ['Fit, recommend lifestyle changes'],
  [S.FitnessOnHold]: ['On hold pending cardiology opinion'],
  [S.TemporaryUnfit]: ['Temporarily unfit: uncontrolled blood sugar'],
  [S.NonWorkable]: ['Non workable: incomplete medicals'],
  [S.Workable]: ['Workable case'],
  [S.NotAttended]: ['Customer not answering the calls', 'Not available and wants to reschedule', 'Not available and wants to cancel'],
  [S.NotAttendedByOthers]: ['Customer did not turn up, marked by ops'],
};

/** Who may act for the row: its centre's user and its insurer's user. */
export interface JourneyActors {
  readonly provider: { id: number; name: string };
  readonly insurer: { id: number; name: string };
  /** The creator: an insurer user for API requests, nobody for EDW file loads. */
  readonly creator: { id: number | null; name: string };
}

/** One history row before it is written. */
export interface HistoryStep {
  statusId: StatusId;
  actorUserId: number | null;
  actorName: string;
  at: Date;
  remarks: string;
  feedback: string | null;
  attachments: { bills?: Record<string, string>; reports?: Record<string, string> };
}

const HOUR = 3_600_000;
const UPLOADS = new Set<StatusId>([S.InfoSubmitted, S.DigitizationPending, S.BranchApprovalPending, S.PartialReportUploaded]);

/**
 * The history of a request in `status`: steps before the visit fall between creation and the
 * visit (or now, if sooner); steps at or after the visit fall between the visit and now.
 */
export function buildJourney(
  rng: Prng,
  status: StatusId,
  opts: { createdOn: Date; fulfillment: Date; now: Date; homeVisit: boolean; actors: JourneyActors; newFileId: () => string; offline: boolean },
): HistoryStep[] {
  let path = [...PATHS[status]];
  // A home visit that went on to be attended waited for the phlebotomist first.
  const attendedAt = path.indexOf(S.Attended);
  if (opts.homeVisit && attendedAt > 0) path.splice(attendedAt, 0, S.HomeSampleCollectionAwaited);
  if (opts.offline) path = path.filter((s) => s !== S.HomeSampleCollectionAwaited);

  const created = opts.createdOn.getTime();
  const visit = opts.fulfillment.getTime();
  const now = opts.now.getTime();
  const before = path.filter((s, i) => i === 0 || !AFTER_VISIT.has(s));
  const after = path.filter((s, i) => i > 0 && AFTER_VISIT.has(s));
  const preLimit = Math.min(visit, now);
  const times: number[] = [created];
  for (let i = 1; i < before.length; i++) {
    const share = (i - 0.5 + rng.next() * 0.5) / before.length;
    times.push(Math.round(created + (preLimit - created) * share));
  }
  for (let j = 0; j < after.length; j++) {
    // Post-visit steps keep their order inside (visit, now]; the first comes within hours.
    const share = (j + 0.2 + rng.next() * 0.6) / after.length;
    const span = now - visit;
    times.push(Math.round(visit + Math.min(span * share, (j + 1) * 30 * HOUR * (0.4 + rng.next()))));
  }
  const ordered = [...before, ...after];
  let last = 0;
  let files: { report: string; ecg: string; bill: string } | undefined;
  return ordered.map((statusId, i) => {
    // Whole seconds, in order, never after now.
    const at = Math.min(Math.floor(Math.max(times[i], last + 60_000) / 1000) * 1000, now);
    last = at;
    const kind = ACTOR[statusId];
    const actor =
      kind === 'provider' ? opts.actors.provider
      : kind === 'insurer' ? opts.actors.insurer
      : kind === 'creator' ? opts.actors.creator
      : { id: null, name: kind };
    const choices = opts.offline ? OFFLINE_REMARKS[statusId] ?? REMARKS[statusId] : REMARKS[statusId];
    const remarks = choices && !rng.chance(0.08) ? rng.pick(choices) : '';
    const step: HistoryStep = {
      statusId,
      actorUserId: actor.id,
      actorName: actor.name,
      at: new Date(at),
      remarks,
      feedback: statusId === S.Attended ? rng.weighted([['Satisfied', 8], ['Dissatisfied', 1], ['Pacifistic', 1]] as const) : null,
      attachments: {},
    };
    if (UPLOADS.has(statusId)) {
      // A request's uploads keep their ids from one upload step to the next.
      files ??= { report: opts.newFileId(), ecg: opts.newFileId(), bill: opts.newFileId() };
      const reports: Record<string, string> = { [files.report]: opts.offline ? 'Prescription.pdf' : 'Pathology_Report.pdf' };
      if (!opts.offline && statusId !== S.PartialReportUploaded) reports[files.ecg] = 'ECG_Report.pdf';
      step.attachments = opts.offline ? { reports } : { reports, bills: { [files.bill]: 'Invoice.pdf' } };
    }
    return step;
  });
}

const OFFLINE_REMARKS: Partial<Record<StatusId, readonly string[]>> = {
  [S.NewAppointmentRequest]: ['Consultation booked by patient', 'Booked through insurer app'],
  [S.RescheduledByCentre]: ['Doctor on leave', 'Doctor in OT', 'OPD closed', 'Doctor in rounds'],
  [S.RescheduledByUser]: ['Patient wants to reschedule'],
  [S.RejectedByProvider]: ['Slots not available', 'Others - Doctor not practising at this branch'],
  [S.CancelledByMedicalCenter]: ['Doctor unavailable', 'Patient wants to cancel'],
  [S.Attended]: ['Consultation done', 'Patient consulted, follow-up in a week'],
  [S.InfoSubmitted]: ['Prescription uploaded'],
  [S.InformationAwaited]: ['Prescription not legible, please re-upload'],
  [S.QcApproved]: ['Prescription verified'],
  [S.NotAttended]: ['Patient did not turn up', 'Patient not answering the calls'],
};
