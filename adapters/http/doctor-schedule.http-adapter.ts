import type { CalendarChange, ImpactDecision, ImpactPreview, ImpactResult, ScheduleDoctor, ScheduleEditorPort } from '../../core/doctors/schedule-editor.port.ts';
import type { ProviderClient } from './clients.ts';
import { throwOnServerFault, wireErrorText } from './wire-error.ts';

/** A call of the schedule screens the server refused (its reason kept) or could not complete. */
export class ScheduleCallFailed extends Error {
  constructor(
    readonly reason: string | null,
    readonly status: number,
  ) {
    super(reason ?? `schedule call failed with ${status}`);
    this.name = 'ScheduleCallFailed';
  }
}

function settle<T>(result: { data?: T; error?: unknown; response: Response }): T {
  throwOnServerFault(result.response);
  if (result.data === undefined || !result.response.ok) throw new ScheduleCallFailed(wireErrorText(result.error), result.response.status);
  return result.data;
}

/** The wire's lists of a change: slots as the contract's DoctorSlot, holidays as ranges. */
function wireChange(change: CalendarChange) {
  return {
    ...(change.slots ? { doctorSlots: change.slots.map((s) => ({ ...(s.id ? { id: s.id } : {}), dayOfWeek: s.dayOfWeek, startTime: s.startTime, endTime: s.endTime, totalSlots: s.totalSlots, split: s.split, isActive: s.isActive !== false, bucketType: 'InClinicConsults' as const, isHomeVisit: false as const, followStrictTimeCapping: true as const })) } : {}),
    ...(change.holidays ? { holidays: change.holidays.map((h) => ({ ...(h.id ? { id: h.id } : {}), date: h.date, ...(h.endDate ? { endDate: h.endDate } : {}), isActive: h.isActive !== false })) } : {}),
  };
}

/** ScheduleEditorPort over HTTP: getDoctorDetails, onboardDoctor, doctorScheduleImpact, applyScheduleImpact. */
export class DoctorScheduleHttpAdapter implements ScheduleEditorPort {
  constructor(private readonly provider: ProviderClient) {}

  async doctor(doctorId: number, providerIds: readonly number[]): Promise<ScheduleDoctor> {
    const data = settle(await this.provider.POST('/getDoctorDetails', { body: { providerIds: [...providerIds], doctorId } }));
    const d = data.data.doctors[0];
    if (!d) throw new ScheduleCallFailed('Doctor not found', 404);
    return {
      doctorId: d.doctorId,
      providerId: d.providerId,
      name: [d.doctorprefix === 'N.A' ? '' : d.doctorprefix, d.doctorFirstName, d.doctorLastName ?? ''].filter(Boolean).join(' '),
      qcStatus: d.doctorQCStatus,
      slots: d.doctorSlots ?? [],
      holidays: d.holidays ?? [],
    };
  }

  async save(doctor: Pick<ScheduleDoctor, 'doctorId' | 'providerId'>, change: CalendarChange, providerIds: readonly number[]): Promise<void> {
    const data = settle(await this.provider.POST('/onboardDoctor', { body: { providerIds: [...providerIds], doctors: [{ doctorId: doctor.doctorId, doctorSource: 'ProviderCentral' as const, ...(change.submitToQc ? { doctorQCStatus: 'InProgress' as const } : {}), ...wireChange(change) }] } }));
    if (!data.success) throw new ScheduleCallFailed(data.error ?? null, 200);
  }

  async impact(doctorId: number, change: CalendarChange, providerIds: readonly number[]): Promise<ImpactPreview> {
    const data = settle(await this.provider.POST('/doctorScheduleImpact', { body: { providerIds: [...providerIds], doctorId, ...wireChange(change) } }));
    return {
      message: data.data.message,
      consults: data.data.appointments.map((a) => ({
        requestId: a.requestId,
        patientName: a.patientName,
        at: new Date(a.appointmentDate),
        reassignTo: a.reassignTo,
        nextFreeSlot: a.nextFreeSlot ? new Date(a.nextFreeSlot) : null,
      })),
    };
  }

  async applyImpact(doctorId: number, decisions: readonly ImpactDecision[], providerIds: readonly number[]): Promise<ImpactResult[]> {
    const data = settle(await this.provider.POST('/applyScheduleImpact', { body: { providerIds: [...providerIds], doctorId, decisions: decisions.map((d) => ({ ...d })) } }));
    return data.data.results.map((r) => ({ requestId: r.requestId, success: r.success, error: r.error }));
  }
}
