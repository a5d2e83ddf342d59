/** The demo organisations, users and doctors: who exists and who may see what. */
import { Feature } from '../../../core/session/features.ts';
import { spocRolesFor } from '../../../core/spoc/spoc-roles.ts';
import type { SpocPreferences } from '../../../core/spoc/spoc-notify.ts';
import { addDays, indiaDay } from '../../../core/shared/india-time.ts';
import { DEMO, type DemoUserKey } from './demo-ids.ts';

/** A provider row. */
export interface DemoProvider {
  readonly id: number;
  readonly name: string;
  readonly address: string;
  readonly city: string;
  readonly parentId: number | null;
  readonly services: readonly ('LABS' | 'OFFLINE_CONSULTS')[];
  readonly grade: string;
  /** On the Create Order allow-list (spec 2 §2.1). */
  readonly createOrder?: boolean;
}

const P = DEMO;

/** The parent with its four branches, a standalone lab and an offline-consult clinic. */
export const PROVIDERS: readonly DemoProvider[] = [
  { id: P.parentProviderId, name: 'Apollo Diagnostics', address: '7-1-617/A, Imperial Towers, Ameerpet, Hyderabad 500038', city: 'Hyderabad', parentId: null, services: ['LABS'], grade: 'A' },
  { id: P.childProviders.bengaluru, name: 'Apollo Diagnostics - Koramangala', address: '80 Feet Road, 4th Block, Koramangala, Bengaluru 560034', city: 'Bengaluru', parentId: P.parentProviderId, services: ['LABS'], grade: 'A' },
  { id: P.childProviders.mumbai, name: 'Apollo Diagnostics - Andheri East', address: 'Chakala, Andheri-Kurla Road, Andheri East, Mumbai 400069', city: 'Mumbai', parentId: P.parentProviderId, services: ['LABS'], grade: 'B' },
  { id: P.childProviders.hyderabad, name: 'Apollo Diagnostics - Banjara Hills', address: 'Road No. 12, Banjara Hills, Hyderabad 500034', city: 'Hyderabad', parentId: P.parentProviderId, services: ['LABS'], grade: 'A' },
  { id: P.childProviders.pune, name: 'Apollo Diagnostics - Kothrud', address: 'Paud Road, Kothrud, Pune 411038', city: 'Pune', parentId: P.parentProviderId, services: ['LABS'], grade: 'C' },
  { id: P.standaloneLabId, name: 'Sunrise Pathology Lab', address: '21 LB Road, Adyar, Chennai 600020', city: 'Chennai', parentId: null, services: ['LABS'], grade: 'C' },
  { id: P.clinicProviderId, name: 'Lotus Family Clinic', address: '100 Feet Road, HAL 2nd Stage, Indiranagar, Bengaluru 560038', city: 'Bengaluru', parentId: null, services: ['OFFLINE_CONSULTS'], grade: 'B' },
  { id: P.affiliateProviderId, name: 'Wellnest Diagnostics', address: '14 FC Road, Shivajinagar, Pune 411005', city: 'Pune', parentId: null, services: ['LABS'], grade: 'B', createOrder: true },
];

/** Two insurers, so scoping can be tested across them. */
export const INSURERS = [
  { id: P.insurerId, name: 'Bharat Shield General Insurance', address: 'Bandra Kurla Complex, Mumbai 400051' },
  { id: P.secondInsurerId, name: 'Navjeevan Health Insurance', address: 'Cyber City, Gurugram 122002' },
] as const;

/** Five corporates of the first insurer and three of the second, with an employee-id prefix. */
export const CORPORATES = [
  { id: 201, insurerId: P.insurerId, name: 'Kaveri Software Services', prefix: 'KSS' },
  { id: 202, insurerId: P.insurerId, name: 'Deccan Motors Ltd', prefix: 'DML' },
  { id: 203, insurerId: P.insurerId, name: 'Sahyadri Pharma', prefix: 'SHP' },
  { id: 204, insurerId: P.insurerId, name: 'Ganga Textiles', prefix: 'GTX' },
  { id: 205, insurerId: P.insurerId, name: 'Vindhya Logistics', prefix: 'VLG' },
  { id: 211, insurerId: P.secondInsurerId, name: 'Konark Cements', prefix: 'KNC' },
  { id: 212, insurerId: P.secondInsurerId, name: 'Malabar Foods', prefix: 'MLF' },
  { id: 213, insurerId: P.secondInsurerId, name: 'Himalaya Fintech', prefix: 'HMF' },
] as const;

/** A demo user before its password is hashed. */
export interface DemoUserSpec {
  readonly key: DemoUserKey;
  readonly firstName: string;
  readonly lastName: string;
  readonly phone: string;
  readonly providerId: number | null;
  readonly insurerId: number | null;
  readonly agentId: string | null;
  readonly features: readonly Feature[];
  /** What the user sees, for the README and the seed's printout. */
  readonly sees: string;
  /** A SPOC of its provider: its roles (features derive from them) and notification choices. */
  readonly spoc?: { readonly roles: readonly string[]; readonly notify: SpocPreferences; readonly whatsapp?: string };
}

const F = Feature;
const ALL_CHANNELS = { Email: true, SMS: false, Whatsapp: true };
const CLINIC_SPECIALITIES = ['General Physician', 'Cardiologist', 'Dermatologist', 'Orthopedician', 'Gynecologist', 'Pediatrician', 'ENT Specialist'];
const CLINIC_ADMIN_FEATURES: readonly Feature[] = [
  F.VIEW_OFFLINE, F.UPDATE_DOCTOR, F.UPDATE_DOCTOR_STATUS, F.VIEW_SPOC_LIST, F.VIEW_SPOC_DETAILS,
  F.UPDATE_SPOC_STATUS, F.CREATE_SPOC, F.EDIT_SPOC_DETAILS, F.RESET_PASSWORD,
];

/** Every demo user: one per role at least, plus the chart user, a second insurer and the clinic. */
export const USERS: readonly DemoUserSpec[] = [
  { key: 'dcadmin', firstName: 'Ravi', lastName: 'Kumar', phone: '9800000001', providerId: P.parentProviderId, insurerId: null, agentId: null, features: [F.VIEW_LABS, F.RESET_PASSWORD], sees: 'lab tabs of all four Apollo branches (child selector)' },
  { key: 'dcoperations', firstName: 'Sneha', lastName: 'Patil', phone: '9800000002', providerId: P.childProviders.bengaluru, insurerId: null, agentId: null, features: [F.VIEW_LABS], sees: 'lab tabs of Apollo Koramangala only' },
  { key: 'standaloneLab', firstName: 'Lakshmi', lastName: 'Narayanan', phone: '9800000003', providerId: P.standaloneLabId, insurerId: null, agentId: null, features: [F.VIEW_LABS, F.RESET_PASSWORD], sees: 'lab tabs of Sunrise Pathology Lab' },
  { key: 'insureradmin', firstName: 'Anil', lastName: 'Mehta', phone: '9800000004', providerId: null, insurerId: P.insurerId, agentId: null, features: [F.VIEW_LABS], sees: "Bharat Shield's five corporates: appointments, e-sales queue" },
  { key: 'insureragent', firstName: 'Pooja', lastName: 'Shah', phone: '9800000005', providerId: null, insurerId: P.insurerId, agentId: DEMO.agentId, features: [F.VIEW_LABS], sees: 'lands on the e-sales queue; never charts' },
  { key: 'insurerbranch', firstName: 'Suresh', lastName: 'Reddy', phone: '9800000006', providerId: null, insurerId: P.insurerId, agentId: null, features: [F.VIEW_LABS], sees: "Bharat Shield's appointments (branch role)" },
  { key: 'mareport', firstName: 'Kavya', lastName: 'Iyer', phone: '9800000007', providerId: null, insurerId: P.insurerId, agentId: null, features: [F.VIEW_LABS], sees: "Bharat Shield's appointments plus Download Reports" },
  { key: 'insurercallCentre', firstName: 'Imran', lastName: 'Khan', phone: '9800000008', providerId: null, insurerId: P.insurerId, agentId: null, features: [F.VIEW_LABS], sees: "Bharat Shield's appointments (call centre)" },
  { key: 'insurerCharts', firstName: 'Divya', lastName: 'Menon', phone: '9800000009', providerId: null, insurerId: P.insurerId, agentId: null, features: [F.VIEW_LABS], sees: "lands on charts; Bharat Shield's appointments" },
  { key: 'otherInsurer', firstName: 'Harpreet', lastName: 'Kaur', phone: '9800000010', providerId: null, insurerId: P.secondInsurerId, agentId: null, features: [F.VIEW_LABS], sees: "Navjeevan's three corporates only" },
  { key: 'clinicAdmin', firstName: 'Meera', lastName: 'Joshi', phone: '9800000011', providerId: P.clinicProviderId, insurerId: null, agentId: null, features: CLINIC_ADMIN_FEATURES, sees: 'offline consults, doctors and SPOCs of Lotus Family Clinic', spoc: { roles: spocRolesFor('admin', { ofc: CLINIC_SPECIALITIES }), notify: { getSpocUpdate: { Email: true, SMS: false, Whatsapp: false } } } },
  { key: 'clinicViewer', firstName: 'Arjun', lastName: 'Nair', phone: '9800000012', providerId: P.clinicProviderId, insurerId: null, agentId: null, features: [F.VIEW_OFFLINE], sees: 'offline consults only; doctor editing shows the not-authorised page', spoc: { roles: spocRolesFor('viewer', { ofc: ['General Physician'] }), notify: {} } },
  { key: 'clinicDesk', firstName: 'Farida', lastName: 'Sheikh', phone: '9800000014', providerId: P.clinicProviderId, insurerId: null, agentId: null, features: [F.VIEW_OFFLINE, F.UPDATE_DOCTOR], sees: 'a SPOC (editor) of Lotus Family Clinic: works consults and doctors; told of doctor changes and appointments', spoc: { roles: spocRolesFor('editor', { ofc: ['General Physician', 'Pediatrician'] }), notify: { getDoctorUpdate: ALL_CHANNELS, getOrderUpdate: { Email: true, SMS: false, Whatsapp: false } }, whatsapp: '9700000014' } },
  { key: 'affiliateOrders', firstName: 'Nisha', lastName: 'Desai', phone: '9800000013', providerId: P.affiliateProviderId, insurerId: null, agentId: null, features: [F.VIEW_LABS], sees: 'Create Order (the allow-listed affiliate provider) and its lab desk' },
];

/** A doctor row of the clinic, in the table's own column names. */
export interface DemoDoctor {
  readonly id: number;
  readonly prefix: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly description: string;
  readonly gender: 'male' | 'female';
  readonly practiceStartDate: string;
  readonly specialization: string;
  readonly qualifications: readonly { qualification: string; category: string }[];
  readonly languages: readonly string[];
  readonly fee: number;
  readonly freeFollowupDays: number;
  readonly isActive: boolean;
  readonly qcStatus: 'Passed' | 'Draft' | 'InProgress' | 'Failed';
  readonly qcRemarks: readonly { field: string; status: string; remark: string }[];
  readonly percent: number;
  /** Joined recently: no consults seeded, so their free slots let Change Doctor be shown at the agreed fee. */
  readonly joinedRecently?: true;
  /** Weekly sessions: days of week (0 Sunday) and minutes since midnight. */
  readonly sessions: readonly { days: readonly number[]; start: number; end: number; split: number }[];
  readonly mciNumber: string;
  readonly mciState: string;
}

const MBBS = { qualification: 'MBBS', category: 'Graduation' };
const pg = (qualification: string) => ({ qualification, category: 'Post Graduation' });
const WEEKDAYS = [1, 2, 3, 4, 5];
const MON_SAT = [1, 2, 3, 4, 5, 6];

/**
 * Ten doctors: eight active and QC-passed, one failed QC, one draft. The two who joined recently
 * share the fee and hours of a colleague of their speciality (301, 303), so a consult of either
 * colleague can change doctor without a price change (spec 3 §7 allowPriceChange=false).
 */
export const DOCTORS: readonly DemoDoctor[] = [
  { id: 301, prefix: 'Dr', firstName: 'Ananya', lastName: 'Rao', description: 'Family physician with a focus on preventive care and lifestyle diseases.', gender: 'female', practiceStartDate: '2009-06-01', specialization: 'General Physician', qualifications: [MBBS, pg('MD - General Medicine')], languages: ['English', 'Kannada', 'Hindi'], fee: 600, freeFollowupDays: 7, isActive: true, qcStatus: 'Passed', qcRemarks: [], percent: 100, sessions: [{ days: MON_SAT, start: 540, end: 780, split: 15 }, { days: WEEKDAYS, start: 1020, end: 1200, split: 15 }], mciNumber: 'KMC48213', mciState: 'Karnataka' },
  { id: 302, prefix: 'Dr', firstName: 'Vikram', lastName: 'Menon', description: 'Interventional cardiologist; heart failure and hypertension clinics.', gender: 'male', practiceStartDate: '2004-08-15', specialization: 'Cardiologist', qualifications: [MBBS, pg('MD - General Medicine'), { qualification: 'DM - Cardiology', category: 'Super Speciality' }], languages: ['English', 'Malayalam', 'Hindi'], fee: 1200, freeFollowupDays: 15, isActive: true, qcStatus: 'Passed', qcRemarks: [], percent: 95, sessions: [{ days: [1, 3, 5], start: 600, end: 780, split: 20 }], mciNumber: 'TCMC30917', mciState: 'Kerala' },
  { id: 303, prefix: 'Dr', firstName: 'Sneha', lastName: 'Kulkarni', description: 'Clinical and cosmetic dermatology, acne and hair-loss care.', gender: 'female', practiceStartDate: '2013-01-10', specialization: 'Dermatologist', qualifications: [MBBS, pg('MD - Dermatology')], languages: ['English', 'Marathi', 'Hindi', 'Kannada'], fee: 900, freeFollowupDays: 7, isActive: true, qcStatus: 'Passed', qcRemarks: [], percent: 90, sessions: [{ days: [2, 4, 6], start: 660, end: 840, split: 15 }], mciNumber: 'MMC201345', mciState: 'Maharashtra' },
  { id: 304, prefix: 'Dr', firstName: 'Arjun', lastName: 'Reddy', description: 'Orthopaedic surgeon; sports injuries, joint pain and physiotherapy plans.', gender: 'male', practiceStartDate: '2010-03-01', specialization: 'Orthopedician', qualifications: [MBBS, pg('MS - Orthopaedics')], languages: ['English', 'Telugu', 'Hindi'], fee: 1000, freeFollowupDays: 12, isActive: true, qcStatus: 'Passed', qcRemarks: [], percent: 100, sessions: [{ days: WEEKDAYS, start: 1020, end: 1200, split: 20 }], mciNumber: 'APMC67321', mciState: 'Andhra Pradesh' },
  { id: 305, prefix: 'Dr', firstName: 'Farah', lastName: 'Siddiqui', description: 'Obstetrics and gynaecology, PCOS and antenatal care.', gender: 'female', practiceStartDate: '2011-07-20', specialization: 'Gynecologist', qualifications: [MBBS, pg('MS - Obstetrics and Gynaecology')], languages: ['English', 'Urdu', 'Hindi'], fee: 800, freeFollowupDays: 7, isActive: true, qcStatus: 'Passed', qcRemarks: [], percent: 85, sessions: [{ days: [1, 2, 4, 5], start: 570, end: 750, split: 15 }], mciNumber: 'UPMC44512', mciState: 'Uttar Pradesh' },
  { id: 306, prefix: 'Dr', firstName: 'Rahul', lastName: 'Deshpande', description: 'Paediatrician; newborn care, vaccinations and growth monitoring.', gender: 'male', practiceStartDate: '2015-02-01', specialization: 'Pediatrician', qualifications: [MBBS, pg('MD - Paediatrics')], languages: ['English', 'Marathi', 'Kannada'], fee: 700, freeFollowupDays: 5, isActive: true, qcStatus: 'Passed', qcRemarks: [], percent: 80, sessions: [{ days: MON_SAT, start: 1080, end: 1260, split: 15 }], mciNumber: 'KMC55120', mciState: 'Karnataka' },
  { id: 307, prefix: 'Dr', firstName: 'Meera', lastName: 'Iyer', description: 'ENT surgeon; sinus, hearing and voice disorders.', gender: 'female', practiceStartDate: '2012-11-05', specialization: 'ENT Specialist', qualifications: [MBBS, pg('MS - ENT')], languages: ['English', 'Tamil'], fee: 750, freeFollowupDays: 7, isActive: false, qcStatus: 'Failed', qcRemarks: [{ field: 'mciIds', status: 'Failed', remark: 'Registration certificate image is not readable' }, { field: 'doctorImageUrl', status: 'Failed', remark: 'Photo must show the face clearly' }], percent: 70, sessions: [{ days: [3, 6], start: 600, end: 720, split: 20 }], mciNumber: 'TNMC78231', mciState: 'Tamil Nadu' },
  { id: 308, prefix: 'Dr', firstName: 'Karthik', lastName: 'Subramanian', description: '', gender: 'male', practiceStartDate: '2019-04-01', specialization: 'Dentist', qualifications: [{ qualification: 'BDS', category: 'Graduation' }], languages: ['English', 'Tamil', 'Kannada'], fee: 500, freeFollowupDays: 3, isActive: false, qcStatus: 'Draft', qcRemarks: [], percent: 45, sessions: [], mciNumber: 'KDC10245', mciState: 'Karnataka' },
  { id: 309, prefix: 'Dr', firstName: 'Kavya', lastName: 'Shetty', description: 'General physician; fevers, diabetes and hypertension follow-ups.', gender: 'female', practiceStartDate: '2015-03-01', specialization: 'General Physician', qualifications: [MBBS], languages: ['English', 'Kannada', 'Tulu'], fee: 600, freeFollowupDays: 7, isActive: true, qcStatus: 'Passed', qcRemarks: [], percent: 90, joinedRecently: true, sessions: [{ days: MON_SAT, start: 540, end: 780, split: 15 }, { days: WEEKDAYS, start: 1020, end: 1200, split: 15 }], mciNumber: 'KMC61290', mciState: 'Karnataka' },
  { id: 310, prefix: 'Dr', firstName: 'Imran', lastName: 'Qureshi', description: 'Dermatologist; eczema, psoriasis and skin allergies.', gender: 'male', practiceStartDate: '2012-07-01', specialization: 'Dermatologist', qualifications: [MBBS, pg('MD - Dermatology')], languages: ['English', 'Hindi', 'Urdu'], fee: 900, freeFollowupDays: 7, isActive: true, qcStatus: 'Passed', qcRemarks: [], percent: 90, joinedRecently: true, sessions: [{ days: [2, 4, 6], start: 660, end: 840, split: 15 }], mciNumber: 'KMC55817', mciState: 'Karnataka' },
];

/** The jsonb columns of a doctor row in the spec's shapes (spec 3 §3.2), dated relative to `now`. */
export function doctorJson(d: DemoDoctor, now: Date, providerId: number) {
  let slotId = d.id * 100;
  const slots = d.sessions.flatMap((s) =>
    s.days.map((dayOfWeek) => ({
      id: ++slotId,
      providerId,
      dayOfWeek,
      startTime: s.start,
      endTime: s.end,
      totalSlots: Math.floor((s.end - s.start) / s.split),
      split: s.split,
      slots: Math.floor((s.end - s.start) / s.split),
      bucketType: 'InClinicConsults',
      isHomeVisit: false,
      isActive: true,
      followStrictTimeCapping: true,
      createdBy: 'clinic.admin',
      updatedBy: 'clinic.admin',
      parentId: providerId,
    })),
  );
  const today = indiaDay(now);
  const holidays = d.isActive
    ? [9, 10, 38].map((offset, i) => ({ id: d.id * 10 + i + 1, date: addDays(today, offset + (d.id % 5)), isActive: true, updatedBy: 'clinic.admin' }))
    : [];
  const fee = d.fee;
  return {
    slots,
    holidays,
    mciIds: [{ id: d.id * 10 + 1, idType: 'license', idName: d.mciState, idNumber: d.mciNumber, uploadedImages: [`mci-${d.id}`], isActive: true }],
    governmentIds: d.qcStatus === 'Draft' ? [] : [{ id: d.id * 10 + 2, idType: 'identity', idName: 'Pan Card', idNumber: `ABCDE${1000 + d.id}F`, other: null, uploadedImages: [`pan-${d.id}`], isActive: true }],
    awards: d.id === 302 ? [{ id: 3021, name: 'Best Cardiologist, Kerala Medical Awards 2019', uploadedImages: [], isActive: true }] : [],
    priceDetails: { customerFee: fee, mbFee: Math.round(fee * 20) / 100, providerFee: Math.round(fee * 80) / 100 },
  };
}
