import { AppointmentOrderHttpAdapter } from '../../../adapters/http/appointment-order.http-adapter.ts';
import { AuthHttpAdapter } from '../../../adapters/http/auth.http-adapter.ts';
import { createInsuranceClient, createMedibuddyCentralClient, createProviderClient, type ClientOptions } from '../../../adapters/http/clients.ts';
import { defaultHttpConfig } from '../../../adapters/http/http-config.ts';
import { ACCESS_TOKEN_HEADER } from '../../../adapters/http/session.middleware.ts';
import { BOOKING, loadBookingFixture } from '../../../adapters/server/testing/booking-fixture.ts';
import { FIXTURE } from '../../../adapters/server/testing/fixture.ts';
import { realServer } from './http-provider.ts';

let signedIn: Promise<AppointmentOrderHttpAdapter> | undefined;

/**
 * The http profile's insurance service for Create Appointment: the portal's own adapter, signed in
 * as the fixture's call-centre user, against the real server with the booking fixture loaded once.
 */
export function httpAppointmentOrders(): Promise<AppointmentOrderHttpAdapter> {
  signedIn ??= (async () => {
    const { server, origin } = await realServer();
    const [loaded] = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM place');
    if (loaded!.n === 0) await loadBookingFixture(server.db, server.clock.now());
    const plain: ClientOptions = { config: defaultHttpConfig(origin) };
    const auth = new AuthHttpAdapter(createProviderClient(plain), createMedibuddyCentralClient(plain));
    const outcome = await auth.authenticate({ userName: BOOKING.callCentre.userName, password: FIXTURE.password });
    if (outcome.kind !== 'granted') throw new Error(`the call centre could not sign in: ${JSON.stringify(outcome)}`);
    const token = outcome.granted.accessToken;
    const client = createInsuranceClient({ ...plain, middleware: [{ onRequest: ({ request }) => (request.headers.set(ACCESS_TOKEN_HEADER, token), request) }] });
    return new AppointmentOrderHttpAdapter(client);
  })();
  return signedIn;
}

/** Writes an open (New) request of the customer into the server, as a booking earlier in the day would have. */
export async function placeOpenRequest(employeeId: string): Promise<number> {
  const { server } = await realServer();
  const [row] = await server.db.query<{ id: number }>(
    `INSERT INTO appointment_request (provider_id, corporate_id, contract_id, employee_id, patient_name, gender, visit_type, fulfillment_date, status_id, created_on, modified_on)
     VALUES (101, 301, 9782, $1, 'Earlier Booking', 'F', 'Appointment', $2, 22, $2, $2) RETURNING id::int AS id`,
    [employeeId, server.clock.now()],
  );
  return row!.id;
}
