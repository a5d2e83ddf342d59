/** How many leading characters of a do-not-disturb contact number stay readable (spec 1 §5). */
export const DND_VISIBLE_CHARS = 5;

/** Stars every character of a contact number after the fifth; shorter values are left as they are. */
export function maskContactNumber(value: string): string {
  if (value.length <= DND_VISIBLE_CHARS) return value;
  return value.slice(0, DND_VISIBLE_CHARS) + '*'.repeat(value.length - DND_VISIBLE_CHARS);
}

/** A contact number as the given customer may be shown: masked when they asked not to be disturbed. */
export function contactNumberFor(value: string, doNotDisturb: boolean): string {
  return doNotDisturb ? maskContactNumber(value) : value;
}
