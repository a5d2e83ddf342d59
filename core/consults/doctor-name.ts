/** Names that already carry their title: a Clove clinic's doctor, or one written with Dr (Dr, Dr., DR ...). */
const TITLED = /^(clove|dr\b)/i;

/**
 * The doctor as the consult lists show them (spec 3 §2.3): "Dr. " before the name unless it
 * already starts with Clove or Dr. "Dr" must be a word of its own, so a name such as Drishti is
 * still given the title. Null when the request has no doctor.
 */
export function doctorDisplayName(name: string | null | undefined): string | null {
  const trimmed = name?.trim() ?? '';
  if (trimmed === '') return null;
  return TITLED.test(trimmed) ? trimmed : `Dr. ${trimmed}`;
}
