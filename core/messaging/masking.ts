/**
 * Where a one-time code or reset link went, shown without giving the address away:
 * the first two characters of the mailbox, stars, then the domain ("de*****@demo.example").
 */
export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  if (at <= 0) return email;
  const local = email.slice(0, at);
  const visible = local.slice(0, Math.min(2, local.length));
  return `${visible}${'*'.repeat(Math.max(3, local.length - visible.length))}${email.slice(at)}`;
}
