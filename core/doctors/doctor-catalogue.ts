/** The QC statuses of a doctor (spec 3 §3.2, §4.2). */
export const QcStatus = { Passed: 'Passed', Draft: 'Draft', InProgress: 'InProgress', Failed: 'Failed', Error: 'Error' } as const;
export type QcStatus = (typeof QcStatus)[keyof typeof QcStatus];
export const QC_STATUSES: readonly QcStatus[] = Object.values(QcStatus);

/** Name prefixes, Dr the default (spec 3 §3.2). */
export const DOCTOR_PREFIXES = ['N.A', 'Dr', 'Dt', 'Dr(Pt)', 'Mr', 'Mrs'] as const;
export type DoctorPrefix = (typeof DOCTOR_PREFIXES)[number];
export const DEFAULT_PREFIX: DoctorPrefix = 'Dr';

/** Genders, lowercase as the form sends them, with their labels. */
export const GENDERS = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
  { value: 'others', label: 'Others' },
] as const;
export type DoctorGender = (typeof GENDERS)[number]['value'];

/** The 29 spoken languages of spec 3 §3.2, in its order. */
export const LANGUAGES = [
  'English', 'Hindi', 'Bengali', 'Telugu', 'Marathi', 'Tamil', 'Urdu', 'Gujarati', 'Malayalam', 'Kannada', 'Odia', 'Punjabi',
  'Assamese', 'Maithili', 'Sanskrit', 'Konkani', 'Sindhi', 'Dogri', 'Manipuri', 'Bodo', 'Santhali', 'Bhojpuri', 'Rajasthani',
  'Chhattisgarhi', 'Haryanvi', 'Maggahi', 'Awadhi', 'Tulu', 'Mizo',
] as const;

/**
 * The 26 specialities (spec 3 §3.2 names the first and the last only; the rest are in
 * docs/decisions.md), including every speciality of the demo doctors.
 */
export const SPECIALITIES = [
  'General Physician', 'Cardiologist', 'Dermatologist', 'Orthopedician', 'Gynecologist', 'Pediatrician', 'ENT Specialist',
  'Dentist', 'Ophthalmologist', 'Neurologist', 'Psychiatrist', 'Gastroenterologist', 'Pulmonologist', 'Nephrologist',
  'Urologist', 'Endocrinologist', 'Oncologist', 'Diabetologist', 'Physiotherapist', 'Dietitian', 'Homeopath', 'Ayurveda',
  'General Surgeon', 'Rheumatologist', 'Psychologist', 'Sexology',
] as const;

/** Free follow-up choices in days (spec 3 §9). */
export const FREE_FOLLOWUP_DAYS = [1, 2, 3, 4, 5, 6, 7, 12, 15, 30] as const;

/** Education lists (constants not shown in the spec; docs/decisions.md). */
export const QUALIFICATIONS = [
  'MBBS', 'BDS', 'BAMS', 'BHMS', 'BPT', 'MD - General Medicine', 'MD - Dermatology', 'MD - Paediatrics', 'MS - Orthopaedics',
  'MS - Obstetrics and Gynaecology', 'MS - ENT', 'MS - General Surgery', 'MDS', 'DM - Cardiology', 'DNB', 'Diploma', 'Other',
] as const;
export const QUALIFICATION_CATEGORIES = ['Graduation', 'Post Graduation', 'Super Speciality', 'Diploma', 'Fellowship', 'Certification'] as const;

/** States for a state MCI registration (a state list not shown in the spec). */
export const MCI_STATES = [
  'Andhra Pradesh', 'Assam', 'Bihar', 'Chhattisgarh', 'Delhi', 'Goa', 'Gujarat', 'Haryana', 'Himachal Pradesh', 'Jharkhand',
  'Karnataka', 'Kerala', 'Madhya Pradesh', 'Maharashtra', 'Odisha', 'Punjab', 'Rajasthan', 'Tamil Nadu', 'Telangana',
  'Uttar Pradesh', 'Uttarakhand', 'West Bengal',
] as const;

/** The national MCI register's idName. */
export const NATIONAL_MCI_NAME = 'India';

/** How a doctor's source is sent on save. */
export const DOCTOR_SOURCE = 'ProviderCentral';
