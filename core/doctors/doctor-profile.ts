import type { AwardItem, GovernmentIdItem, McIdItem } from './id-patterns.ts';

/** A qualification and its category, added through the education dialog. */
export interface Qualification {
  qualification: string;
  category: string;
}

/** A doctor's profile as the form edits it and the server checks it (spec 3 §3.2). */
export interface DoctorProfile {
  providerId: number | null;
  prefix: string;
  firstName: string;
  lastName: string;
  description: string;
  gender: string;
  /** YYYY-MM-DD, or '' when not chosen. */
  practiceStartDate: string;
  specialization: string;
  qualifications: readonly Qualification[];
  languages: readonly string[];
  /** As typed: digits only to be valid. */
  customerFee: string;
  freeFollowup: number | null;
  /** The photo's file identifier (or stored URL); '' when none. */
  image: string;
  mciIds: readonly McIdItem[];
  governmentIds: readonly GovernmentIdItem[];
  awards: readonly AwardItem[];
}

/** The fields a profile check can flag, named as the wire (and QC remarks) name them. */
export type ProfileField =
  | 'providerId' | 'doctorFirstName' | 'doctorLastName' | 'doctorDescription' | 'gender' | 'doctorPracticeStartDate'
  | 'doctorSpecialization' | 'doctorQualification' | 'doctorLanguages' | 'customerFee' | 'doctorImageUrl'
  | 'mciIds' | 'governmentIds' | 'doctorAwards';

/** An empty profile for a new doctor. */
export function emptyProfile(providerId: number | null): DoctorProfile {
  return {
    providerId, prefix: 'Dr', firstName: '', lastName: '', description: '', gender: '', practiceStartDate: '', specialization: '',
    qualifications: [], languages: [], customerFee: '', freeFollowup: null, image: '', mciIds: [], governmentIds: [], awards: [],
  };
}
