/**
 * The lists desk.ts times, each as the calls a person makes (bodies) and the statements the server
 * builds for a body (caught with a recording Db, for EXPLAIN ANALYZE): the lab desk's
 * RequestDetails and the insurer's All Appointments (issue 9 part 5: every list, the same cases:
 * a page of each tab, every sort, every search kind).
 */
import type pg from 'pg';
import { DEMO } from '../adapters/server/seed/demo-ids.ts';
import { listSelection } from '../adapters/server/lab-desk/list-selection.ts';
import { LAB_ROW } from '../adapters/server/lab-desk/lab-row.ts';
import { insurerSelection, pageSize, type InsurerListBody } from '../adapters/server/insurance/appointments.query.ts';
import { WHOLE_REQUEST } from '../adapters/server/requests/request-row.ts';
import { countRows, countWithPastSla, listPage } from '../adapters/server/requests/request-store.ts';
import { hasSla } from '../core/appointments/sla.ts';
import type { Db } from '../adapters/server/store/db.ts';
import { LAB_TAB_ORDER, LAB_TABS } from '../core/appointments/tabs.ts';
import { presetRange, type DatePreset } from '../core/appointments/date-presets.ts';
import { INSURER_DEFAULT_PRESET, InsurerSortField } from '../core/appointments/insurer-list.ts';
import { pageOffset } from '../core/shared/paging.ts';
import type { Statement } from './throughput.ts';

export type Body = Record<string, unknown>;
export interface Case { group: string; name: string; body: (i: number) => Body }

/** One list: who calls it, where, what they ask, and the SQL the server sends for a body. */
export interface DeskList {
  name: string;
  userName: string;
  path: string;
  cases: Case[];
  /** The total an answer shows ("10000+" when capped). */
  total: (answer: any) => string;
  statementsOf: (body: Body, now: Date) => Promise<Statement[]>;
}

const PARENT = DEMO.parentProviderId;
export const GROUP = [PARENT, ...DEMO.childProviderIds];
/** The corporates of the demo insurer (Bharat Shield), as its list screen sends them. */
const INSURER_CORPORATES = [...DEMO.corporateIds];

/** A Db that runs nothing and keeps what it was asked: the statements the server would send. */
function recorder(seen: Statement[]): Db {
  return {
    engine: 'postgres',
    async query(sql: string, params: readonly unknown[] = []) {
      seen.push({ sql, params });
      return [{ n: 0, user_id: 0, features: [] }];
    },
  } as unknown as Db;
}

interface Sample { id: number; phone: string; patient_name: string; employee_id: string; maid: string }

/** 50 requests of a scope to search for (none do-not-disturb, so a phone search finds them). */
async function sampleOf(db: pg.Client, column: 'provider_id' | 'corporate_id', ids: number[]): Promise<(i: number) => Sample> {
  const { rows } = await db.query<Sample>(
    `SELECT id::int, phone, patient_name, employee_id, maid FROM appointment_request
      WHERE ${column} = ANY($1::int[]) AND NOT is_dnd AND maid IS NOT NULL AND id % 7919 = 0 ORDER BY id LIMIT 50`,
    [ids],
  );
  return (i) => rows[i % rows.length];
}

/** What every lab desk body carries: dcadmin, the parent provider with all its branches, a page of 10. */
export const LAB_BASE = { userId: DEMO.users.dcadmin.id, services: 'LABS', providerId: PARENT, fetchForProviders: [], rows: 10, pageNumber: 1 };

/** The lab desk, for dcadmin of the parent provider with its four branches. */
export async function labList(db: pg.Client, now: Date): Promise<DeskList> {
  const pick = await sampleOf(db, 'provider_id', GROUP);
  const tabs = LAB_TAB_ORDER.map((tab) => LAB_TABS[tab]);
  const window = (preset: string) => presetRange(preset as DatePreset, now);
  const search = (searchParam: Body) => ({ ...LAB_BASE, sourcePage: 10, isSearch: true, searchParam });
  const all = tabs[9];
  return {
    name: 'lab desk, POST medibuddyCentral/RequestDetails (dcadmin, parent provider and its four branches)',
    userName: 'dcadmin',
    path: 'medibuddyCentral/RequestDetails',
    cases: [
      ...tabs.map((t) => ({ group: 'tab page', name: `${t.number} ${t.label} (${t.defaultDateFilter})`, body: () => ({ ...LAB_BASE, sourcePage: t.number, ...window(t.defaultDateFilter) }) })),
      ...tabs.filter((t) => hasSla(t.tab)).map((t) => ({ group: 'priority cases', name: `${t.number} ${t.label} (${t.defaultDateFilter})`, body: () => ({ ...LAB_BASE, sourcePage: t.number, ...window(t.defaultDateFilter), fetchHighSLACases: true }) })),
      { group: 'search', name: 'phone, 6 middle digits', body: (i) => search({ contactNumber: pick(i).phone.slice(3, 9) }) },
      { group: 'search', name: 'phone, whole number', body: (i) => search({ contactNumber: pick(i).phone }) },
      { group: 'search', name: "name, full ('Karthik Iyer')", body: (i) => search({ patientName: pick(i).patient_name }) },
      { group: 'search', name: "name, first name ('Karthik')", body: (i) => search({ patientName: pick(i).patient_name.split(' ')[0] }) },
      { group: 'search', name: 'request id', body: (i) => search({ requestIds: [pick(i).id] }) },
      ...(['FulfillmentDate', 'ModificationDate', 'Priority'] as const).flatMap((field) =>
        [false, true].map((isDescending) => ({
          group: 'sort',
          name: `All Appointments (${all.defaultDateFilter}) by ${field} ${isDescending ? 'desc' : 'asc'}`,
          body: () => ({ ...LAB_BASE, sourcePage: 10, ...window(all.defaultDateFilter), sortByField: field, isDescending }),
        })),
      ),
    ],
    total: (answer) => `${answer.data.totalRecords}${answer.data.isTotalCapped ? '+' : ''}${answer.data.pastSlaCount !== undefined ? ` (${answer.data.pastSlaCount} past SLA)` : ''}`,
    async statementsOf(body, now) {
      const seen: Statement[] = [];
      const sel = listSelection(body as never, GROUP, now);
      await listPage(recorder(seen), sel, LAB_ROW, 10, 0);
      await countWithPastSla(recorder(seen), sel, sel.pastSlaTerms);
      return seen;
    },
  };
}

/** The insurer's All Appointments, for insureradmin of Bharat Shield (five corporates). */
export async function insurerList(db: pg.Client, now: Date): Promise<DeskList> {
  const pick = await sampleOf(db, 'corporate_id', INSURER_CORPORATES);
  const user = DEMO.users.insureradmin;
  const range = presetRange(INSURER_DEFAULT_PRESET, now);
  const base = {
    isLabwise: false, corporateIDs: INSURER_CORPORATES, fetchByDate: true, fromDateOfAppointment: range.startDate, toDateOfAppointment: range.endDate,
    paginationBasedDetail: { pageNumber: 1, recordsPerPage: 10 }, searchType: 'AllAppointment', serviceType: 'Labs',
    sortDetails: { sortByField: 'FulfillmentDate', isDescending: true }, roleId: user.roleId, userId: user.id, isExportData: false, isEsales: false,
  };
  // A search finds a request whatever its date: the screen sends no range with it.
  const search = (fields: Body) => ({ ...base, fetchByDate: false, fromDateOfAppointment: null, toDateOfAppointment: null, ...fields });
  return {
    name: 'insurer All Appointments, POST insurance/appointments/ (insureradmin, five corporates; exact count)',
    userName: 'insureradmin',
    path: 'insurance/appointments/',
    cases: [
      { group: 'tab page', name: `All Appointments (${INSURER_DEFAULT_PRESET}), page 1`, body: () => base },
      { group: 'tab page', name: `All Appointments (${INSURER_DEFAULT_PRESET}), page 5`, body: () => ({ ...base, paginationBasedDetail: { pageNumber: 5, recordsPerPage: 10 } }) },
      { group: 'search', name: 'contact no, 6 middle digits', body: (i) => search({ mobileNo: pick(i).phone.slice(3, 9) }) },
      { group: 'search', name: 'contact no, whole number', body: (i) => search({ mobileNo: pick(i).phone }) },
      { group: 'search', name: "name, full ('Karthik Iyer')", body: (i) => search({ patientName: pick(i).patient_name }) },
      { group: 'search', name: "name, first name ('Karthik')", body: (i) => search({ patientName: pick(i).patient_name.split(' ')[0] }) },
      { group: 'search', name: 'request id', body: (i) => search({ requestID: pick(i).id }) },
      { group: 'search', name: 'member id (employee id)', body: (i) => search({ employeeID: pick(i).employee_id }) },
      { group: 'search', name: 'application no (MAID)', body: (i) => search({ MAID: pick(i).maid }) },
      ...Object.values(InsurerSortField).flatMap((field) =>
        [false, true].map((isDescending) => ({
          group: 'sort',
          name: `All Appointments (${INSURER_DEFAULT_PRESET}) by ${field} ${isDescending ? 'desc' : 'asc'}`,
          body: () => ({ ...base, sortDetails: { sortByField: field, isDescending } }),
        })),
      ),
    ],
    total: (answer) => String(answer.activerequests.totalActiveRequest),
    async statementsOf(body) {
      const seen: Statement[] = [];
      const b = body as unknown as InsurerListBody;
      const sel = insurerSelection(b, { corporateIds: INSURER_CORPORATES, agentCode: null });
      const size = pageSize(b);
      await listPage(recorder(seen), sel, WHOLE_REQUEST, size, pageOffset(b.paginationBasedDetail.pageNumber, size));
      await countRows(recorder(seen), sel, null);
      return seen;
    },
  };
}
