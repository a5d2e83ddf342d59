/**
 * What the Create Order screen sells in the demo: retail packages of both categories (the keyword
 * "Wellnest" of the allow-listed provider keeps its own, the Paytm ones show that it narrows), the
 * cities each is sold in, and a few retail customers CheckUser finds.
 */
import type { Db } from '../store/db.ts';
import { bulkInsert } from './bulk-insert.ts';

interface RetailPackage {
  id: number;
  name: string;
  testCategory: 'Health Check' | 'Lab Test';
  price: number;
  cities: readonly string[];
}

/** Retail packages 31.., apart from the insurers' packages 1-20. */
export const RETAIL_PACKAGES: readonly RetailPackage[] = [
  { id: 31, name: 'Wellnest Full Body Checkup', testCategory: 'Health Check', price: 1499, cities: ['Pune', 'Mumbai', 'Bengaluru'] },
  { id: 32, name: 'Wellnest Senior Citizen Checkup', testCategory: 'Health Check', price: 2299, cities: ['Pune', 'Hyderabad'] },
  { id: 33, name: 'Wellnest Women Wellness', testCategory: 'Health Check', price: 1999, cities: ['Pune', 'Chennai'] },
  { id: 34, name: 'Wellnest Thyroid Profile', testCategory: 'Lab Test', price: 499, cities: ['Pune', 'Mumbai', 'Chennai'] },
  { id: 35, name: 'Wellnest HbA1c Test', testCategory: 'Lab Test', price: 399, cities: ['Pune', 'Bengaluru'] },
  { id: 36, name: 'Wellnest Vitamin D Test', testCategory: 'Lab Test', price: 899, cities: ['Mumbai', 'Hyderabad'] },
  { id: 37, name: 'Paytm Basic Health Checkup', testCategory: 'Health Check', price: 799, cities: ['Pune', 'Mumbai'] },
  { id: 38, name: 'Paytm Lipid Profile', testCategory: 'Lab Test', price: 349, cities: ['Pune', 'Bengaluru'] },
];

/** Customers known before any order (phone is the ten-digit number). */
export const RETAIL_CUSTOMERS = [
  { phone: '9876500001', email: 'meera.kulkarni@mail.example', name: 'Meera Kulkarni' },
  { phone: '9876500002', email: 'rohit.sane@mail.example', name: 'Rohit Sane' },
  { phone: '8876500003', email: 'farah.khan@mail.example', name: 'Farah Khan' },
] as const;

/** Writes the retail packages, where they are sold (the booking places' cities, by name) and the customers. */
export async function insertRetailCatalogue(tx: Db, now: Date): Promise<void> {
  await bulkInsert(tx, 'package', [
    { name: 'id', type: 'integer', value: (p) => p.id },
    { name: 'name', type: 'text', value: (p) => p.name },
    { name: 'test_category', type: 'text', value: (p) => p.testCategory },
    { name: 'price', type: 'numeric', value: (p) => p.price },
  ], RETAIL_PACKAGES);
  const sold = RETAIL_PACKAGES.flatMap((p) => p.cities.map((city) => ({ packageId: p.id, city })));
  await tx.query(
    `INSERT INTO retail_package_city (package_id, city_id)
     SELECT s.package_id, c.id FROM unnest($1::int[], $2::text[]) AS s(package_id, city) JOIN place c ON c.kind = 'city' AND c.name = s.city`,
    [sold.map((s) => s.packageId), sold.map((s) => s.city)],
  );
  await bulkInsert(tx, 'retail_customer', [
    { name: 'phone', type: 'text', value: (c) => c.phone },
    { name: 'email', type: 'text', value: (c) => c.email },
    { name: 'name', type: 'text', value: (c) => c.name },
    { name: 'created_on', type: 'timestamptz', value: () => now },
  ], RETAIL_CUSTOMERS);
}
