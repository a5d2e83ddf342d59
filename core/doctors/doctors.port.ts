import type { QcStatus } from './doctor-catalogue.ts';
import type { DoctorProfile } from './doctor-profile.ts';
import type { QcRemark } from './qc.ts';

/** A stored doctor as the list and the editor read it. */
export interface DoctorRecord {
  doctorId: number;
  profile: DoctorProfile;
  /** A link the browser can show for the photo, or null. */
  imageUrl: string | null;
  isActive: boolean;
  qcStatus: QcStatus;
  qcRemarks: QcRemark[];
  percentComplete: number;
  providerName: string;
  providerCity: string | null;
  providerLocation: string | null;
  customerFee: number | null;
  modifiedOn: string | null;
  modifiedBy: string | null;
}

/** What the Doctor List asks for (spec 3 §7 doctorList). */
export interface DoctorListQuery {
  providerIds: readonly number[];
  qcStatuses: readonly QcStatus[];
  specialities: readonly string[];
  /** Active (true) and/or inactive (false); empty means both. */
  profileStatus: readonly boolean[];
  firstName: string;
  /** 0-based page of 10. */
  page: number;
}

/** What a profile save sends: the profile and the QC status to leave it in. */
export interface DoctorSave {
  doctorId: number | null;
  profile: DoctorProfile;
  qcStatus: QcStatus;
}

/** An uploaded image: the identifier a profile stores, and a link to show it now. */
export interface UploadedImage {
  fileIdentifier: string;
  url: string;
}

/** A refused call, with the server's words when it gave any. */
export class DoctorCallRefused extends Error {
  constructor(readonly status: number, readonly serverText: string | null) {
    super(serverText ?? `doctor call refused (${status})`);
    this.name = 'DoctorCallRefused';
  }
}

/** Doctor management as the screens need it. */
export interface DoctorsPort {
  list(query: DoctorListQuery): Promise<{ doctors: DoctorRecord[]; total: number }>;
  details(providerIds: readonly number[], doctorId: number): Promise<DoctorRecord>;
  /** Saves a profile and answers the doctor id. */
  save(providerIds: readonly number[], save: DoctorSave): Promise<number>;
  setActive(providerIds: readonly number[], doctorId: number, isActive: boolean): Promise<void>;
  /** The MB percentage of a provider's fees (the default when none is configured). */
  mbPercent(providerIds: readonly number[]): Promise<number>;
  /** Uploads a png or jpeg through the signed flow. */
  uploadImage(file: { name: string; contentType: string; bytes: Uint8Array }): Promise<UploadedImage>;
}
