/**
 * Request priority codes (spec 1 §9). A code packs three flags: URGENT, HNI (high net-worth
 * individual) and SHNI (super HNI). 3 and 4 both mean SHNI in the legacy data.
 */
export const PriorityId = {
  NONE: 0,
  URGENT: 1,
  HNI: 2,
  SHNI: 3,
  SHNI_ALT: 4,
  URGENT_SHNI: 5,
  HNI_SHNI: 6,
  URGENT_HNI_SHNI: 7,
} as const;
/** One priority code, 0 to 7. */
export type PriorityId = (typeof PriorityId)[keyof typeof PriorityId];

/** The flags and the spec's name of a priority code. */
export interface PriorityInfo {
  readonly id: PriorityId;
  readonly name: string;
  readonly urgent: boolean;
  readonly hni: boolean;
  readonly shni: boolean;
}

/** Every priority code with its flags, indexed by code. */
export const PRIORITIES: Readonly<Record<PriorityId, PriorityInfo>> = {
  0: { id: 0, name: 'NONE', urgent: false, hni: false, shni: false },
  1: { id: 1, name: 'URGENT', urgent: true, hni: false, shni: false },
  2: { id: 2, name: 'HNI', urgent: false, hni: true, shni: false },
  3: { id: 3, name: 'SHNI', urgent: false, hni: false, shni: true },
  4: { id: 4, name: 'SHNI', urgent: false, hni: false, shni: true },
  5: { id: 5, name: 'URGENT+SHNI', urgent: true, hni: false, shni: true },
  6: { id: 6, name: 'HNI+SHNI', urgent: false, hni: true, shni: true },
  7: { id: 7, name: 'URGENT+HNI+SHNI', urgent: true, hni: true, shni: true },
};

/** Every priority code, lowest first. */
export const ALL_PRIORITY_IDS: readonly PriorityId[] = Object.values(PriorityId);

/** Whether a number is a priority code. */
export function isPriorityId(value: number): value is PriorityId {
  return (ALL_PRIORITY_IDS as readonly number[]).includes(value);
}

/**
 * Whether the row carries the HNI badge: any code of 2 or more (spec 1 §3, spec 3 §2.3). The
 * badge is deliberately coarser than the flags: every SHNI is also treated as high-value.
 */
export function isHni(priorityId: number): boolean {
  return priorityId >= PriorityId.HNI;
}

/** The spec's name of a priority code ('NONE' for anything outside 0 to 7). */
export function priorityName(priorityId: number): string {
  return isPriorityId(priorityId) ? PRIORITIES[priorityId].name : PRIORITIES[0].name;
}
