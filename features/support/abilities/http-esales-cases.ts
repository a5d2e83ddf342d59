import { createInsuranceClient } from '../../../adapters/http/clients.ts';
import { EsalesCaseHttpAdapter } from '../../../adapters/http/esales-case.http-adapter.ts';
import { defaultHttpConfig } from '../../../adapters/http/http-config.ts';
import { ACCESS_TOKEN_HEADER } from '../../../adapters/http/session.middleware.ts';
import { FIXTURE } from '../../../adapters/server/testing/fixture.ts';
import type { CaseRef, EsalesCasePort } from '../../../core/esales/esales-case.port.ts';
import type { EsalesCases } from './esales-cases.ts';
import type { HttpProviderService } from './http-provider.ts';

/** Scenario leads get ids above the fixtures' and the demo data's. */
const FIRST_SCENARIO_CASE_ID = 990_000_000;
let nextCaseId = FIRST_SCENARIO_CASE_ID;
/** The fixture's insurer admin signs in once a run: argon2 is slow on purpose. */
let signedIn: Promise<string> | undefined;

/**
 * The http profile's leads: written into the server's database in the fixture insurer's corporate
 * 301, and the portal's own EsalesCaseHttpAdapter, signed in as the insurer's admin, logging calls
 * on them over a real socket. The server's clock is the scenario's today.
 */
export class HttpEsalesCases implements EsalesCases {
  constructor(private readonly service: HttpProviderService) {}

  async placeLead(lead: { name: string; doNotDisturb: boolean }): Promise<CaseRef> {
    await this.service.ready();
    const id = nextCaseId++;
    await this.service.server.db.query(
      `INSERT INTO esales_case (id, corporate_id, customer_name, phone, is_dnd, is_dnd_customer, created_on) VALUES ($1, 301, $2, '9800000000', $3, $3, $4)`,
      [id, lead.name, lead.doNotDisturb, this.now()],
    );
    return { id, name: lead.name, dnd: { DND: lead.doNotDisturb, DNDCustomer: lead.doNotDisturb } };
  }

  setNow(now: Date): void {
    this.service.server.clock.current = now;
  }

  now(): Date {
    return this.service.server.clock.now();
  }

  async port(): Promise<EsalesCasePort> {
    signedIn ??= this.service.server.signIn(FIXTURE.users.insureradmin.userName);
    const token = await signedIn;
    const withToken: typeof fetch = (input, init) => {
      const request = new Request(input, init);
      request.headers.set(ACCESS_TOKEN_HEADER, token);
      return fetch(request);
    };
    return new EsalesCaseHttpAdapter(createInsuranceClient({ config: defaultHttpConfig(this.service.origin), fetch: withToken }));
  }
}
