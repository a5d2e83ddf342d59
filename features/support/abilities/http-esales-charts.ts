import { createChartsClient } from '../../../adapters/http/clients.ts';
import { EsalesChartsHttpAdapter } from '../../../adapters/http/esales-charts.http-adapter.ts';
import { defaultHttpConfig } from '../../../adapters/http/http-config.ts';
import { ACCESS_TOKEN_HEADER } from '../../../adapters/http/session.middleware.ts';
import { addChartUser } from '../../../adapters/server/testing/chart-user.ts';
import type { EsalesChartsPort } from '../../../core/charts/esales-charts.port.ts';
import type { EsalesChartsAbility } from './esales-charts.ts';
import type { HttpProviderService } from './http-provider.ts';

/**
 * Scenario chart cases and their requests get ids of their own, cleared when a scenario starts:
 * below the bulk scenarios' sequence (980,000,000 up) and the e-sales leads' (990,000,000 up).
 */
const ID_SPAN = 10_000_000;
const FIRST_CASE_ID = 960_000_000;
const FIRST_REQUEST_ID = 960_000_000;
/** The chart user is a scenario person (cleared with them as each scenario starts): sign-in scenarios create one of that name. */
const CHART_USER_ID = 998_000;

/**
 * The http profile's chart cases: written into the server's database in the fixture insurer's
 * corporate 302 (the e-sales scenarios use 301), a request with the given status behind every case
 * with an order, and read back through the portal's EsalesChartsHttpAdapter signed in as the chart user.
 */
export class HttpEsalesCharts implements EsalesChartsAbility {
  readonly erIds = [302];
  private next = 0;
  private cleared: Promise<void> | undefined;
  private token: Promise<string> | undefined;

  constructor(private readonly service: HttpProviderService) {}

  private clear(): Promise<void> {
    this.cleared ??= (async () => {
      await this.service.ready();
      await this.service.server.db.query('DELETE FROM esales_case WHERE id >= $1 AND id < $2', [FIRST_CASE_ID, FIRST_CASE_ID + ID_SPAN]);
      await this.service.server.db.query('DELETE FROM appointment_request WHERE id >= $1 AND id < $2', [FIRST_REQUEST_ID, FIRST_REQUEST_ID + ID_SPAN]);
    })();
    return this.cleared;
  }

  async placeCase(c: { createdAt: Date; orderId: number; statusId: number | null }): Promise<number> {
    await this.clear();
    const n = this.next++;
    const db = this.service.server.db;
    let requestId: number | null = null;
    if (c.statusId !== null) {
      requestId = FIRST_REQUEST_ID + n;
      await db.query(
        `INSERT INTO appointment_request (id, provider_id, corporate_id, contract_id, patient_name, gender, visit_type, fulfillment_date, status_id, created_on, modified_on)
         VALUES ($1, 101, 302, 4625, 'Chart Case', 'F', 'Appointment', $2, $3, $2, $2)`,
        [requestId, c.createdAt, c.statusId],
      );
    }
    await db.query(
      `INSERT INTO esales_case (id, corporate_id, customer_name, order_id, request_id, created_on) VALUES ($1, 302, 'Chart Case', $2, $3, $4)`,
      [FIRST_CASE_ID + n, c.orderId === 0 ? null : c.orderId, requestId, c.createdAt],
    );
    return FIRST_CASE_ID + n;
  }

  setNow(now: Date): void {
    this.service.server.clock.current = now;
  }

  async port(): Promise<EsalesChartsPort> {
    await this.clear();
    this.token ??= addChartUser(this.service.server.db, CHART_USER_ID).then((userName) => this.service.server.signIn(userName));
    const token = await this.token;
    const withToken: typeof fetch = (input, init) => {
      const request = new Request(input, init);
      request.headers.set(ACCESS_TOKEN_HEADER, token);
      return fetch(request);
    };
    return new EsalesChartsHttpAdapter(createChartsClient({ config: defaultHttpConfig(this.service.origin), fetch: withToken }));
  }
}
