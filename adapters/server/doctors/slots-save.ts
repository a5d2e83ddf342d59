import { badRequest } from '../http/api-error.ts';
import { mergeSlotChanges, type ScheduleSlot } from '../../../core/doctors/schedule-week.ts';
import { weekErrors } from '../../../core/doctors/schedule-rules.ts';
import { splitSlotRange } from '../../../core/doctors/slot-split.ts';
import type { components } from '../../../openapi/generated/provider.ts';
import type { DoctorInput, DoctorSaveContext } from './doctor-save-context.ts';
import { requireDoctor } from './doctor-store.ts';

/** A slot as the contract carries it (spec 3 §3.2). */
export type WireSlot = components['schemas']['DoctorSlot'];
type Defaulted = 'bucketType' | 'isHomeVisit' | 'isActive' | 'followStrictTimeCapping';
/** A slot as a caller may send it: the contract's defaults may be left out. */
export type SlotInput = Omit<WireSlot, Defaulted> & Partial<Pick<WireSlot, Defaulted>>;

/**
 * The week a save would leave: the stored slots with the sent ones applied, refused (400, nothing
 * written) by the same §5.3 rules the form shows.
 */
export function proposedSlots(stored: readonly SlotInput[], sent: readonly SlotInput[]): SlotInput[] {
  const merged = mergeSlotChanges<SlotInput>(stored, sent);
  const errors = weekErrors(merged as ScheduleSlot[]);
  if (errors.length > 0) throw badRequest(errors.join('; '));
  return merged;
}

/** Fills what the server decides of a slot: its id, the fixed fields, the slot count, who changed it. */
function storedSlot(slot: SlotInput, id: number, providerId: number, by: string, before: SlotInput | undefined): WireSlot {
  return {
    ...slot,
    id,
    providerId,
    parentId: providerId,
    slots: splitSlotRange(slot.startTime, slot.endTime, slot.split).length,
    bucketType: 'InClinicConsults',
    isHomeVisit: false,
    followStrictTimeCapping: true,
    isActive: slot.isActive !== false,
    createdBy: before?.createdBy ?? by,
    updatedBy: before && JSON.stringify({ ...before, updatedBy: null }) === JSON.stringify({ ...slot, updatedBy: null }) ? before.updatedBy ?? by : by,
  };
}

/**
 * Saves a doctor's weekly slots (onboardDoctor with doctorId and doctorSlots) in the call's
 * transaction: checks the whole week, gives new items ids and writes it under the doctor's row
 * lock. A doctor outside the caller's providers is not found.
 */
export async function saveDoctorSlots(ctx: DoctorSaveContext, doctorId: number, input: DoctorInput): Promise<void> {
  const doctor = await requireDoctor(ctx.tx, ctx.providerIds, doctorId, true);
  const stored = doctor.slots as unknown as SlotInput[];
  const week = proposedSlots(stored, input.doctorSlots ?? []);
  let nextId = Math.max(0, ...stored.map((s) => s.id ?? 0));
  const by = ctx.auth.userName;
  const saved = week.map((s) => storedSlot(s, s.id ?? ++nextId, doctor.provider_id, by, stored.find((x) => x.id === s.id)));
  await ctx.tx.query('UPDATE doctor SET slots = $2, modified_on = $3, modified_by = $4, version = version + 1 WHERE id = $1', [doctorId, JSON.stringify(saved), ctx.deps.clock.now(), by]);
}
