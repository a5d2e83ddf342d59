/** A doctor row as the store reads it (migration 002), with its provider's name and city. */
export interface DoctorRow {
  id: number;
  provider_id: number;
  provider_name: string;
  provider_city: string;
  provider_parent_id: number | null;
  prefix: string;
  first_name: string;
  last_name: string;
  description: string;
  gender: string;
  practice_start_date: string | null;
  specialization: string;
  qualifications: { qualification: string; category: string }[];
  languages: string[];
  customer_fee: string;
  provider_fee: string;
  mb_fee: string;
  free_followup_days: number | null;
  image_url: string;
  mci_ids: Record<string, unknown>[];
  government_ids: Record<string, unknown>[];
  awards: Record<string, unknown>[];
  is_active: boolean;
  qc_status: string;
  qc_remarks: { field: string; status: string; remark: string | null }[];
  profile_percent_complete: number;
  slots: Record<string, unknown>[];
  holidays: Record<string, unknown>[];
  source: string;
  modified_on: string | Date;
  modified_by: string;
}

/** The columns every doctor read selects, `d` being the doctor and `p` its provider. */
export const DOCTOR_COLUMNS = `d.id, d.provider_id, p.name AS provider_name, p.city AS provider_city, p.parent_id AS provider_parent_id,
  d.prefix, d.first_name, d.last_name, d.description, d.gender, to_char(d.practice_start_date, 'YYYY-MM-DD') AS practice_start_date,
  d.specialization, d.qualifications, d.languages, d.customer_fee::text AS customer_fee, d.provider_fee::text AS provider_fee,
  d.mb_fee::text AS mb_fee, d.free_followup_days, d.image_url, d.mci_ids, d.government_ids, d.awards, d.is_active, d.qc_status,
  d.qc_remarks, d.profile_percent_complete, d.slots, d.holidays, d.source, d.modified_on, d.modified_by`;
