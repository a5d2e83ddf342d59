/**
 * What the Create Appointment form books against in the demo: the states, cities and localities
 * of the demo centres, the locality of each centre and the packages it performs, and the packages
 * the rule engine offers each insurer's customers (with price and service tax).
 */
import { ContractId } from '../../../core/appointments/contracts.ts';
import type { Db } from '../store/db.ts';
import { bulkInsert } from './bulk-insert.ts';
import { DEMO } from './demo-ids.ts';
import { INSURERS } from './organisations.ts';
import { LOCALITIES, PACKAGES } from './reference-data.ts';

/** The state of each demo city. */
const STATE_OF_CITY: Readonly<Record<keyof typeof LOCALITIES, string>> = {
  Bengaluru: 'Karnataka',
  Mumbai: 'Maharashtra',
  Pune: 'Maharashtra',
  Hyderabad: 'Telangana',
  Chennai: 'Tamil Nadu',
};

interface PlaceRow {
  id: number;
  kind: 'state' | 'city' | 'location';
  name: string;
  parentId: number | null;
}

/** States 1.., cities 101.., localities 1001.., in a fixed order so ids never move. */
export function bookingPlaces(): PlaceRow[] {
  const states = [...new Set(Object.values(STATE_OF_CITY))];
  const rows: PlaceRow[] = states.map((name, i) => ({ id: i + 1, kind: 'state', name, parentId: null }));
  let locality = 1001;
  Object.entries(LOCALITIES).forEach(([city, areas], i) => {
    const cityId = 101 + i;
    rows.push({ id: cityId, kind: 'city', name: city, parentId: states.indexOf(STATE_OF_CITY[city as keyof typeof LOCALITIES]) + 1 });
    for (const area of areas) rows.push({ id: locality++, kind: 'location', name: area.area, parentId: cityId });
  });
  return rows;
}

/** The locality of each bookable demo centre (by locality name within its city). */
const CENTRE_LOCALITY: readonly { providerId: number; city: string; area: string }[] = [
  { providerId: DEMO.childProviders.bengaluru, city: 'Bengaluru', area: 'Koramangala' },
  { providerId: DEMO.childProviders.mumbai, city: 'Mumbai', area: 'Andheri East' },
  { providerId: DEMO.childProviders.hyderabad, city: 'Hyderabad', area: 'Banjara Hills' },
  { providerId: DEMO.childProviders.pune, city: 'Pune', area: 'Kothrud' },
  { providerId: DEMO.standaloneLabId, city: 'Chennai', area: 'Adyar' },
];

/** Lab packages (not the clinic's consultation). Pune has no cardiology, so it lacks the ECG/echo packages. */
const LAB_PACKAGE_IDS = PACKAGES.filter((p) => p.testCategory !== 'Consultation').map((p) => p.id);
const NO_CARDIAC = new Set([3, 5, 10]);

/** The rule engine's peR_Id of a package for an insurer: 7000 + package for the first, 7100 + for the second. */
export function demoPerId(insurerIndex: number, packageId: number): number {
  return 7000 + insurerIndex * 100 + packageId;
}

/** Writes the places, the centres' localities and packages, and the insurers' offered packages. */
export async function insertBookingData(tx: Db): Promise<void> {
  const places = bookingPlaces();
  await bulkInsert(tx, 'place', [
    { name: 'id', type: 'integer', value: (p) => p.id },
    { name: 'kind', type: 'text', value: (p) => p.kind },
    { name: 'name', type: 'text', value: (p) => p.name },
    { name: 'parent_id', type: 'integer', value: (p) => p.parentId },
  ], places);
  for (const c of CENTRE_LOCALITY) {
    const city = places.find((p) => p.kind === 'city' && p.name === c.city)!;
    const locality = places.find((p) => p.kind === 'location' && p.parentId === city.id && p.name === c.area)!;
    await tx.query('UPDATE provider SET locality_id = $2 WHERE id = $1', [c.providerId, locality.id]);
  }
  const offers = CENTRE_LOCALITY.flatMap((c) =>
    LAB_PACKAGE_IDS.filter((p) => c.providerId !== DEMO.childProviders.pune || !NO_CARDIAC.has(p)).map((packageId) => ({ providerId: c.providerId, packageId })),
  );
  await bulkInsert(tx, 'provider_package', [
    { name: 'provider_id', type: 'integer', value: (o) => o.providerId },
    { name: 'package_id', type: 'integer', value: (o) => o.packageId },
  ], offers);
  // Service tax at 18% of the price, as GST is charged on health-check packages.
  const insurerPackages = INSURERS.flatMap((insurer, i) =>
    PACKAGES.filter((p) => LAB_PACKAGE_IDS.includes(p.id)).map((p) => ({
      id: demoPerId(i, p.id),
      insurerId: insurer.id,
      packageId: p.id,
      price: p.price,
      serviceTax: Math.round(p.price * 18) / 100,
    })),
  );
  await bulkInsert(tx, 'insurer_package', [
    { name: 'id', type: 'integer', value: (o) => o.id },
    { name: 'insurer_id', type: 'integer', value: (o) => o.insurerId },
    { name: 'package_id', type: 'integer', value: (o) => o.packageId },
    { name: 'contract_id', type: 'integer', value: () => ContractId.Ppmc },
    { name: 'price', type: 'numeric', value: (o) => o.price },
    { name: 'service_tax', type: 'numeric', value: (o) => o.serviceTax },
  ], insurerPackages);
}
