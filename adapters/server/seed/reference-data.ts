import { ContractId } from '../../../core/appointments/contracts.ts';
/** Fixed lists the demo requests draw from: names, localities, packages and contracts. */

/** Indian first names by gender, common across regions. */
export const FIRST_NAMES_F = [
  'Priya', 'Ananya', 'Kavya', 'Sneha', 'Pooja', 'Divya', 'Lakshmi', 'Meera', 'Aishwarya', 'Deepika',
  'Shreya', 'Nandini', 'Swati', 'Neha', 'Anjali', 'Radhika', 'Sunita', 'Geeta', 'Rekha', 'Farah',
  'Ayesha', 'Fatima', 'Harpreet', 'Simran', 'Manpreet', 'Sowmya', 'Bhavana', 'Revathi', 'Keerthana', 'Madhuri',
  'Vaishnavi', 'Ishita', 'Tanvi', 'Riya', 'Sakshi', 'Pallavi', 'Jyoti', 'Asha', 'Usha', 'Shalini',
] as const;
export const FIRST_NAMES_M = [
  'Rahul', 'Arjun', 'Vikram', 'Rohan', 'Amit', 'Suresh', 'Ramesh', 'Karthik', 'Venkatesh', 'Srinivas',
  'Anil', 'Sunil', 'Rajesh', 'Manoj', 'Sanjay', 'Vivek', 'Aditya', 'Nikhil', 'Prakash', 'Ganesh',
  'Mohammed', 'Imran', 'Salman', 'Gurpreet', 'Harish', 'Naveen', 'Pradeep', 'Mahesh', 'Arun', 'Vijay',
  'Siddharth', 'Akash', 'Varun', 'Kunal', 'Abhishek', 'Deepak', 'Ajay', 'Yash', 'Rakesh', 'Sachin',
] as const;
export const LAST_NAMES = [
  'Sharma', 'Verma', 'Gupta', 'Iyer', 'Iyengar', 'Nair', 'Menon', 'Pillai', 'Reddy', 'Rao',
  'Naidu', 'Kulkarni', 'Deshpande', 'Joshi', 'Patil', 'Pawar', 'Shinde', 'Mehta', 'Shah', 'Patel',
  'Desai', 'Singh', 'Kaur', 'Gill', 'Banerjee', 'Chatterjee', 'Mukherjee', 'Das', 'Bose', 'Sen',
  'Khan', 'Siddiqui', 'Ansari', 'Qureshi', 'Fernandes', "D'Souza", 'Pinto', 'Krishnan', 'Subramanian', 'Raghavan',
  'Hegde', 'Shetty', 'Kamath', 'Bhat', 'Agarwal', 'Jain', 'Malhotra', 'Kapoor', 'Chopra', 'Mishra',
] as const;

/** A locality of a city with its PIN code. */
export interface Locality {
  readonly area: string;
  readonly pin: string;
}

/** Localities of the demo cities (real areas, real PIN codes). */
export const LOCALITIES: Readonly<Record<string, readonly Locality[]>> = {
  Bengaluru: [
    { area: 'Koramangala', pin: '560034' },
    { area: 'Indiranagar', pin: '560038' },
    { area: 'Jayanagar', pin: '560041' },
    { area: 'Whitefield', pin: '560066' },
    { area: 'HSR Layout', pin: '560102' },
    { area: 'Malleshwaram', pin: '560003' },
  ],
  Mumbai: [
    { area: 'Andheri East', pin: '400069' },
    { area: 'Powai', pin: '400076' },
    { area: 'Bandra West', pin: '400050' },
    { area: 'Dadar', pin: '400014' },
    { area: 'Borivali West', pin: '400092' },
    { area: 'Chembur', pin: '400071' },
  ],
  Hyderabad: [
    { area: 'Banjara Hills', pin: '500034' },
    { area: 'Gachibowli', pin: '500032' },
    { area: 'Kukatpally', pin: '500072' },
    { area: 'Madhapur', pin: '500081' },
    { area: 'Secunderabad', pin: '500003' },
  ],
  Pune: [
    { area: 'Kothrud', pin: '411038' },
    { area: 'Hinjewadi', pin: '411057' },
    { area: 'Viman Nagar', pin: '411014' },
    { area: 'Baner', pin: '411045' },
    { area: 'Hadapsar', pin: '411028' },
  ],
  Chennai: [
    { area: 'Adyar', pin: '600020' },
    { area: 'T. Nagar', pin: '600017' },
    { area: 'Velachery', pin: '600042' },
    { area: 'Anna Nagar', pin: '600040' },
  ],
};

/** Building names for address line 1. */
export const BUILDINGS = [
  'Sai Residency', 'Prestige Apartments', 'Shanti Nivas', 'Green Park Towers', 'Lakeview Enclave',
  'Sunshine Heights', 'Lotus Court', 'Ganga Apartments', 'Royal Palms', 'Krishna Kunj',
] as const;

/** Contract ids the demo requests use, with the name and the source type shown for them. */
export const CONTRACTS = {
  /** Pre-policy medical checks for insurers: PPMC. */
  PPMC: { id: ContractId.Ppmc, name: 'PPMC', sourceType: 'PPMC' },
  /** Insurance e-sales medicals, sold through agents (agent details shown). */
  ESALES: { id: ContractId.Esales, name: 'Esales', sourceType: 'Esales' },
  /** Corporate annual health checks. */
  CORPORATE_AHC: { id: ContractId.Corporate, name: 'Corporate AHC', sourceType: 'Corporate' },
  /** Pre-employment checks. */
  PRE_EMPLOYMENT: { id: ContractId.PreEmployment, name: 'Pre-employment', sourceType: 'Corporate' },
  /** Outpatient consultations at a clinic. */
  OPD: { id: ContractId.Opd, name: 'OPD Consultation', sourceType: 'OPD' },
} as const;

/** A demo package: its test groups as the package-details popup lists them. */
export interface DemoPackage {
  readonly id: number;
  readonly name: string;
  readonly testCategory: string;
  readonly price: number;
  readonly groups: readonly { groupName: string; tests: readonly { name: string }[] }[];
}

const g = (groupName: string, ...tests: string[]) => ({ groupName, tests: tests.map((name) => ({ name })) });

const HAEMOGRAM = g('Haematology', 'Complete Blood Count', 'ESR', 'Peripheral Smear');
const SUGAR = g('Diabetes', 'Fasting Blood Sugar', 'Post Prandial Blood Sugar', 'HbA1c');
const LIPID = g('Lipid Profile', 'Total Cholesterol', 'Triglycerides', 'HDL Cholesterol', 'LDL Cholesterol', 'VLDL Cholesterol');
const LIVER = g('Liver Function', 'SGOT', 'SGPT', 'Total Bilirubin', 'Alkaline Phosphatase', 'Albumin');
const KIDNEY = g('Kidney Function', 'Serum Creatinine', 'Blood Urea Nitrogen', 'Uric Acid', 'eGFR');
const THYROID = g('Thyroid', 'T3', 'T4', 'TSH');
const URINE = g('Urine Analysis', 'Urine Routine', 'Urine Microalbumin');
const CARDIAC = g('Cardiac', 'ECG', '2D Echo', 'Treadmill Test');
const IMAGING = g('Radiology', 'Chest X-Ray PA View', 'Ultrasound Abdomen');
const VITALS = g('Physical Examination', 'Height and Weight', 'Blood Pressure', 'Physician Consultation');

/** Ten-plus packages with grouped tests; 20 is the clinic's consultation. */
export const PACKAGES: readonly DemoPackage[] = [
  { id: 1, name: 'Basic Health Check', testCategory: 'Health Check', price: 999, groups: [HAEMOGRAM, g('Diabetes', 'Fasting Blood Sugar'), URINE] },
  { id: 2, name: 'Executive Health Check', testCategory: 'Health Check', price: 2499, groups: [HAEMOGRAM, SUGAR, LIPID, LIVER, KIDNEY, URINE, VITALS] },
  { id: 3, name: 'Comprehensive Full Body Checkup', testCategory: 'Health Check', price: 4999, groups: [HAEMOGRAM, SUGAR, LIPID, LIVER, KIDNEY, THYROID, URINE, CARDIAC, IMAGING, VITALS] },
  { id: 4, name: 'Diabetes Care Panel', testCategory: 'Lab Test', price: 1199, groups: [SUGAR, KIDNEY, URINE] },
  { id: 5, name: 'Cardiac Risk Profile', testCategory: 'Lab Test', price: 1899, groups: [LIPID, g('Cardiac Markers', 'hs-CRP', 'Homocysteine', 'Lipoprotein (a)'), g('Cardiac', 'ECG')] },
  { id: 6, name: 'Thyroid Profile', testCategory: 'Lab Test', price: 549, groups: [THYROID] },
  { id: 7, name: 'Liver Function Test', testCategory: 'Lab Test', price: 699, groups: [LIVER] },
  { id: 8, name: 'Kidney Function Test', testCategory: 'Lab Test', price: 749, groups: [KIDNEY] },
  { id: 9, name: 'Women Wellness Package', testCategory: 'Health Check', price: 3299, groups: [HAEMOGRAM, THYROID, g('Vitamins and Minerals', 'Vitamin D', 'Vitamin B12', 'Iron Studies', 'Calcium'), g('Gynaecology', 'Pap Smear', 'Ultrasound Pelvis'), VITALS] },
  { id: 10, name: 'Senior Citizen Health Check', testCategory: 'Health Check', price: 3999, groups: [HAEMOGRAM, SUGAR, LIPID, KIDNEY, LIVER, g('Prostate', 'PSA'), CARDIAC, VITALS] },
  { id: 11, name: 'Pre-employment Medical Check', testCategory: 'Health Check', price: 1299, groups: [HAEMOGRAM, g('Diabetes', 'Random Blood Sugar'), URINE, g('Radiology', 'Chest X-Ray PA View'), g('Physical Examination', 'Height and Weight', 'Vision Test', 'Physician Consultation')] },
  { id: 12, name: 'Vitamin Profile', testCategory: 'Lab Test', price: 1599, groups: [g('Vitamins and Minerals', 'Vitamin D', 'Vitamin B12', 'Folic Acid')] },
  { id: 13, name: 'PPMC Medical Examination Level 1', testCategory: 'PPMC', price: 1500, groups: [VITALS, HAEMOGRAM, g('Diabetes', 'Fasting Blood Sugar', 'HbA1c'), URINE, g('Cardiac', 'ECG')] },
  { id: 14, name: 'PPMC Medical Examination Level 2', testCategory: 'PPMC', price: 3200, groups: [VITALS, HAEMOGRAM, SUGAR, LIPID, LIVER, KIDNEY, URINE, g('Cardiac', 'ECG', 'Treadmill Test'), g('Serology', 'HIV I and II', 'HBsAg')] },
  { id: 20, name: 'In-clinic Doctor Consultation', testCategory: 'Consultation', price: 0, groups: [g('Consultation', 'Doctor Consultation')] },
];

/** Which packages each contract orders from. */
export const PACKAGES_BY_CONTRACT: Readonly<Record<number, readonly number[]>> = {
  [ContractId.Ppmc]: [13, 14, 13, 14, 2],
  [ContractId.Esales]: [13, 14, 14],
  [ContractId.Corporate]: [1, 2, 3, 9, 10, 2, 1],
  [ContractId.PreEmployment]: [11],
};

/** Add-on lab tests sometimes ordered with a package. */
export const ADD_ON_PACKAGES: readonly number[] = [4, 5, 6, 7, 8, 12];
