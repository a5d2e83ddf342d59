import { Readable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { FIXTURE } from '../testing/fixture.ts';
import { FX_REQUEST, loadRequestsFixture } from '../testing/requests-fixture.ts';
import { buildApp } from '../app.ts';
import { cryptoRandom } from '../random.ts';
import { OutboxMessenger } from '../mail/outbox-messenger.ts';

/** The outbox is both the messenger and the dispatcher of what is queued. */
const outboxOf = (m: OutboxMessenger) => ({ messenger: m, outbox: m });
import { SignedLinks } from '../files/signed-url.ts';
import { operation, operationMap, type OperationMap } from './operation.ts';
import { sendDownload } from './download.ts';

const U = FIXTURE.users;
const SIGNED = `?expires=1&signature=${'0'.repeat(64)}`;

/** Everything that could have been written by a call. */
const writes = (s: TestServer) =>
  s.db.query<{ n: string }>(`SELECT (SELECT count(*) FROM request_status_history) || '/' || (SELECT count(*) FROM outbox) || '/' || (SELECT sum(version) FROM appointment_request) AS n`);

describe('malformed input', () => {
  let s: TestServer;
  let admin: string;
  beforeAll(async () => {
    s = await startTestServer();
    await loadRequestsFixture(s.db, s.clock.now());
    admin = await s.signIn(U.dcadmin.userName);
  });
  afterAll(() => s?.close());

  const raw = (url: string, payload: string, token = admin) =>
    s.app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json', accesstoken: token } });

  it('refuses integers beyond their column, and numbers JSON cannot hold, naming the field', async () => {
    for (const value of ['1e20', '2147483648', '-2147483649', '9007199254740992', '1e400', '-1e400']) {
      const res = await raw('/api/medibuddyCentral/fetchAdditionalDetails', `{"userId":${value},"providerId":100,"services":"LABS","requestIds":[1],"properties":["Cancellation_Reason"]}`);
      expect(res.statusCode, value).toBe(400);
      expect(res.json().errorMessage, value).toMatch(/^body\/userId must be/);
    }
    const bigId = await raw('/api/insurance/showHistory', '{"requestId":9007199254740992}');
    expect(bigId.statusCode).toBe(400);
    expect(bigId.json().errorMessage).toBe('body/requestId must be <= 9007199254740991');
    // An int8 id may go past int4.
    expect((await raw('/api/insurance/showHistory', '{"requestId":2147483648}')).statusCode).toBe(404);
  });

  it('refuses a number read from text that is not finite, which the validator would let through', async () => {
    for (const value of ['1e400', 'Infinity', '-Infinity']) {
      const res = await s.call('GET', `/api/medibuddyCentral/downloadFile?guid=a&providerId=${value}`, { token: admin });
      expect(res.statusCode, value).toBe(400);
      expect(res.json().errorMessage).toBe('querystring/providerId must be a finite number');
    }
  });

  it('refuses a NUL character in any string, key, query or form field, and writes nothing', async () => {
    const before = await writes(s);
    const item = { requestId: FX_REQUEST.new1, action: 'Confirm', remarks: 'Confirmed\u0000' };
    const body = { userId: U.dcadmin.id, services: 'LABS', providerId: 100, requestUpdateData: [item] };
    const nul = await s.call('POST', '/api/medibuddyCentral/updateRequests', { body, token: admin });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().errorMessage).toBe('body/requestUpdateData/0/remarks must not contain NUL characters');
    const key = await s.call('POST', '/api/medibuddyCentral/updateRequests', {
      body: { ...body, requestUpdateData: [{ ...item, remarks: 'ok', attachFiles: { reports: { 'f\u0000': 'a.pdf' } } }] },
      token: admin,
    });
    expect(key.json().errorMessage).toBe('body/requestUpdateData/0/attachFiles/reports must not contain NUL characters');
    const query = await s.call('GET', '/api/medibuddyCentral/downloadFile?guid=a%00b&providerId=100', { token: admin });
    expect(query.statusCode).toBe(400);
    expect(query.json().errorMessage).toBe('querystring/guid must not contain NUL characters');
    expect(await writes(s)).toEqual(before);
  });

  it('answers a URL it cannot read like any other refusal', async () => {
    const res = await s.call('GET', '/api/files/download/%zz?expires=1');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ isSuccess: false, errorMessage: 'The address of this call is not valid' });
    expect(res.body).not.toContain('FST_');
  });

  describe('a failure of the server itself', () => {
    let app: FastifyInstance;
    /** The real server with one operation replaced by a faulty one. */
    const withOperations = async (operations: OperationMap) => {
      const log = pino({ level: 'silent' });
      app = await buildApp(
        { db: s.db, clock: s.clock, random: cryptoRandom, ...outboxOf(new OutboxMessenger(s.db, s.clock, log)), config: { ...(await import('../config.ts')).configFromEnv({}), staticDir: './none' }, links: new SignedLinks('k'.repeat(32)) },
        operations,
        { loggerInstance: log },
      );
      return app;
    };
    afterAll(() => app?.close());

    it('shows the generic message, never a Node error code, even when its answer could not be sent', async () => {
      await withOperations(
        operationMap(
          operation('getSignedDownload', {
            async handle({ reply }) {
              // A raw non-Latin name is what Node refuses as a header (ERR_INVALID_CHAR).
              reply.header('content-disposition', 'attachment; filename="報告.pdf"');
              return reply.send(Buffer.from('%PDF-'));
            },
          }),
        ),
      );
      const res = await app.inject({ method: 'GET', url: `/api/files/download/f1${SIGNED}` });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ isSuccess: false, success: false, errorMessage: 'Something went wrong. Please try again later', error: 'Something went wrong. Please try again later' });
      expect(res.headers['content-disposition']).toBeUndefined();
      await app.close();
    });

    it('cuts a download that fails after its first byte, so the client sees a failed download and not a short file', async () => {
      await withOperations(
        operationMap(
          operation('getSignedDownload', {
            async handle({ reply }) {
              async function* rows() {
                yield 'Request ID,Customer Name\r\n';
                yield '1,Asha\r\n';
                await new Promise((resolve) => setTimeout(resolve, 20));
                throw new Error('the database went away');
              }
              return sendDownload(reply, { contentType: 'text/csv; charset=utf-8', fileName: 'AppointmentData.csv', body: Readable.from(rows()) });
            },
          }),
        ),
      );
      const url = await app.listen({ port: 0, host: '127.0.0.1' });
      const res = await fetch(`${url}/api/files/download/f1${SIGNED}`);
      expect(res.status).toBe(200);
      await expect(res.text()).rejects.toThrow('terminated');
      await app.close();
    });
  });
});
