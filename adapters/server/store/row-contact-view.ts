import { contactView, type ContactView } from '../../../core/privacy/contact-view.ts';

/** The columns of a stored appointment request that the privacy rule reads. */
export interface ContactColumns {
  is_dnd: boolean;
  phone: string;
  additionals?: Readonly<Record<string, unknown>> | null;
}

/** The core contact view of a stored request row (lab desk and insurer rows alike). */
export function rowContactView(row: ContactColumns): ContactView {
  return contactView({ doNotDisturb: row.is_dnd, phone: row.phone, additionals: row.additionals });
}
