/** How many leading characters of a do-not-disturb contact number stay readable (spec 1 §5). */
export const DND_VISIBLE_CHARS = 5;

/** Stars every character of a contact number after the fifth; shorter values are left as they are. */
export function maskContactNumber(value: string): string {
  if (value.length <= DND_VISIBLE_CHARS) return value;
  return value.slice(0, DND_VISIBLE_CHARS) + '*'.repeat(value.length - DND_VISIBLE_CHARS);
}

/**
 * An e-mail address shown without giving it away: the first two characters of the mailbox, at
 * least three stars, then the domain ("de*****@demo.example"). The same mask serves the address a
 * one-time code went to and a do-not-disturb customer's address.
 */
export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  if (at <= 0) return email;
  const local = email.slice(0, at);
  const visible = local.slice(0, Math.min(2, local.length));
  return `${visible}${'*'.repeat(Math.max(3, local.length - visible.length))}${email.slice(at)}`;
}
