import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleAll } from '../../../openapi/bundle.ts';
import { allOperations } from '../operations.ts';
import { FIXTURE } from '../testing/fixture.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import type { OperationId } from './contract-types.ts';

interface DeclaredOperation {
  id: string;
  security: unknown[] | undefined;
  secured: boolean;
  hasInput: boolean;
  statuses: Set<string>;
}

const operations: DeclaredOperation[] = Object.values(bundleAll()).flatMap((doc) =>
  Object.values(doc.paths).flatMap((item) =>
    Object.values(item as Record<string, any>)
      .filter((op) => op?.operationId)
      .map((op) => ({
        id: op.operationId as string,
        security: op.security,
        secured: (op.security ?? []).length > 0,
        hasInput: op.requestBody !== undefined || (op.parameters ?? []).length > 0,
        statuses: new Set(Object.keys(op.responses ?? {})),
      })),
  ),
);

/** Operations that lack a status the server answers for every operation of their kind. */
const lacking = (status: string, answers: (op: DeclaredOperation) => boolean) =>
  operations.filter((op) => answers(op) && !op.statuses.has(status)).map((op) => op.id);

describe('the contract declares the statuses every operation of a kind answers', () => {
  it('401 where a session is needed: a missing or dead token is checked first', () => {
    expect(lacking('401', (op) => op.secured)).toEqual([]);
  });

  it('403 where the server has an access rule (role, feature, chart list, affiliate list)', () => {
    expect(lacking('403', (op) => allOperations.get(op.id as OperationId)?.access !== undefined)).toEqual([]);
  });

  it('400 where a request carries a body or parameters the contract checks', () => {
    expect(lacking('400', (op) => op.hasInput)).toEqual([]);
  });

  it('has an implementation for every operation, so none answers 501', () => {
    expect(operations.filter((op) => !allOperations.has(op.id as OperationId)).map((op) => op.id)).toEqual([]);
  });

  it('declares public operations public with security: [], so no operation is silently open', () => {
    expect(operations.filter((op) => op.security === undefined).map((op) => op.id)).toEqual([]);
  });
});

/** The statuses the contract declares for an operation. */
const declared = (id: string) => [...operations.find((op) => op.id === id)!.statuses].map(Number);

describe('the contract declares what an operation answers on its own account', () => {
  let s: TestServer;
  let clinic: string;
  let insurer: string;
  beforeAll(async () => {
    s = await startTestServer();
    // A clinic editor: one who may act on consults (lab-desk/desk-scope.ts).
    await s.db.query(`UPDATE app_user SET features = ARRAY['VIEW_OFFLINE', 'UPDATE_DOCTOR'] WHERE id = $1`, [FIXTURE.users.clinic.id]);
    [clinic, insurer] = await Promise.all([FIXTURE.users.clinic.userName, FIXTURE.users.insureradmin.userName].map((u) => s.signIn(u)));
  });
  afterAll(() => s.close());

  it('releaseSlot: 404 for a request the caller cannot see', async () => {
    const res = await s.call('POST', '/api/medibuddyCentral/releaseSlot', { body: { requestId: 987654 }, token: clinic });
    expect(res.statusCode).toBe(404);
    expect(declared('releaseSlot')).toContain(404);
  });

  it("the insurer's list answers the e-sales queue with isEsales; its export refuses it with a 400", async () => {
    const body = { paginationBasedDetail: { pageNumber: 1, recordsPerPage: 10 }, fetchByDate: true, fromDateOfAppointment: '2026-11-01', toDateOfAppointment: '2026-11-22', isEsales: true };
    const list = await s.call('POST', '/api/insurance/appointments/', { body, token: insurer });
    const csv = await s.call('POST', '/api/insurance/exportAppointments', { body, token: insurer });
    expect([list.statusCode, list.json().queueRequests?.isSuccess, csv.statusCode]).toEqual([200, true, 400]);
    expect(declared('exportInsurerAppointments')).toContain(400);
  });
});
