import { AffiliateOrderHttpAdapter } from '../../../adapters/http/affiliate-order.http-adapter.ts';
import { AuthHttpAdapter } from '../../../adapters/http/auth.http-adapter.ts';
import { createAffiliateClient, createMedibuddyCentralClient, createProviderClient, type ClientOptions } from '../../../adapters/http/clients.ts';
import { defaultHttpConfig } from '../../../adapters/http/http-config.ts';
import { ACCESS_TOKEN_HEADER } from '../../../adapters/http/session.middleware.ts';
import { AFFILIATE, loadAffiliateFixture } from '../../../adapters/server/testing/affiliate-fixture.ts';
import { FIXTURE } from '../../../adapters/server/testing/fixture.ts';
import type { PlacedLine } from './affiliate-orders.ts';
import { realServer } from './http-provider.ts';

let signedIn: Promise<AffiliateOrderHttpAdapter> | undefined;

/**
 * The http profile's affiliate service for Create Order: the portal's own adapter, signed in as the
 * fixture's affiliate order taker, against the real server with the affiliate fixture loaded once.
 */
export function httpAffiliateOrders(): Promise<AffiliateOrderHttpAdapter> {
  signedIn ??= (async () => {
    const { server, origin } = await realServer();
    // Scenario labs of the lab-desk features may already hold provider 130; the order taker marks the fixture.
    const [loaded] = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM app_user WHERE id = $1', [AFFILIATE.user.id]);
    if (loaded!.n === 0) await loadAffiliateFixture(server.db, server.clock.now());
    const plain: ClientOptions = { config: defaultHttpConfig(origin) };
    const auth = new AuthHttpAdapter(createProviderClient(plain), createMedibuddyCentralClient(plain));
    const outcome = await auth.authenticate({ userName: AFFILIATE.user.userName, password: FIXTURE.password });
    if (outcome.kind !== 'granted') throw new Error(`the affiliate could not sign in: ${JSON.stringify(outcome)}`);
    const token = outcome.granted.accessToken;
    const withToken: ClientOptions = { ...plain, middleware: [{ onRequest: ({ request }) => (request.headers.set(ACCESS_TOKEN_HEADER, token), request) }] };
    return new AffiliateOrderHttpAdapter(createAffiliateClient(withToken), createProviderClient(withToken), server.clock);
  })();
  return signedIn;
}

/** The requests the server wrote for an order, as the lab's desk holds them. */
export async function placedLines(orderNumber: string): Promise<PlacedLine[]> {
  const { server } = await realServer();
  const rows = await server.db.query<{ beneficiary: string; packageId: number; past: string }>(
    `SELECT patient_name AS beneficiary, package_ids[1] AS "packageId", additionals->>'isPastBooking' AS past
       FROM appointment_request WHERE order_id = $1 ORDER BY id`,
    [orderNumber],
  );
  return rows.map((r) => ({ beneficiary: r.beneficiary, packageId: r.packageId, pastBooking: r.past === 'true' }));
}
