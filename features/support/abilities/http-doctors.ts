import { createProviderClient } from '../../../adapters/http/clients.ts';
import { DoctorsHttpAdapter } from '../../../adapters/http/doctors.http-adapter.ts';
import { defaultHttpConfig } from '../../../adapters/http/http-config.ts';
import { FIXTURE } from '../../../adapters/server/testing/fixture.ts';
import { PHOTO_PNG } from '../../../adapters/server/testing/images.ts';
import type { TestServer } from '../../../adapters/server/testing/test-server.ts';
import type { QcStatus } from '../../../core/doctors/doctor-catalogue.ts';
import type { DoctorProfile } from '../../../core/doctors/doctor-profile.ts';
import { DoctorCallRefused, type DoctorRecord } from '../../../core/doctors/doctors.port.ts';
import type { QcRemark } from '../../../core/doctors/qc.ts';
import { realServer } from './http-provider.ts';

/** The fixture's clinic (provider 200) and its user, given the doctor features for these scenarios. */
const CLINIC = { providerId: FIXTURE.users.clinic.providerId, userName: FIXTURE.users.clinic.userName, userId: FIXTURE.users.clinic.id };
/** Doctors a scenario puts in a QC status get ids of their own. */
let nextDoctorId = 96_000;

/** What the server answered a save: the doctor id, or the refusal's status and words. */
export type SaveAnswer = { saved: number } | { refused: number; text: string };

/**
 * The http profile's doctor service: the portal's DoctorsHttpAdapter calling the reference server,
 * as the Doctor Profile screen does. Scenarios use it to show the server refuses what the form
 * refuses, in the form's words, and stores what the form computes.
 */
export class HttpDoctors {
  private constructor(
    private readonly server: TestServer,
    private readonly port: DoctorsHttpAdapter,
    /** A photo uploaded through the signed flow, which a complete profile uses. */
    readonly photo: string,
  ) {}

  static async open(): Promise<HttpDoctors> {
    const { server, origin } = await realServer();
    await server.db.query(`UPDATE app_user SET features = ARRAY['VIEW_OFFLINE', 'UPDATE_DOCTOR', 'UPDATE_DOCTOR_STATUS'] WHERE id = $1`, [CLINIC.userId]);
    const token = await server.signIn(CLINIC.userName);
    const client = createProviderClient({
      config: defaultHttpConfig(origin),
      middleware: [{ onRequest: ({ request }) => (request.headers.set('accesstoken', token), request) }],
    });
    // The signed link names the server's public origin; the scenario's server listens on its own port.
    const toOrigin = (url: string) => { const u = new URL(url); return `${origin}${u.pathname}${u.search}`; };
    const port = new DoctorsHttpAdapter(client, (input, init) => globalThis.fetch(typeof input === 'string' ? toOrigin(input) : input, init));
    const { fileIdentifier } = await port.uploadImage({ name: 'asha.png', contentType: 'image/png', bytes: PHOTO_PNG });
    return new HttpDoctors(server, port, fileIdentifier);
  }

  async save(profile: DoctorProfile, qcStatus: QcStatus, doctorId: number | null = null): Promise<SaveAnswer> {
    try {
      return { saved: await this.port.save([CLINIC.providerId], { doctorId, profile: { ...profile, providerId: CLINIC.providerId }, qcStatus }) };
    } catch (e) {
      if (!(e instanceof DoctorCallRefused)) throw e;
      return { refused: e.status, text: e.serverText ?? '' };
    }
  }

  details(doctorId: number): Promise<DoctorRecord> {
    return this.port.details([CLINIC.providerId], doctorId);
  }

  /** Sets (or, with null, removes) the clinic's MBCharge as an administrator would. */
  async setMbPercent(percent: number | null): Promise<number> {
    await this.server.db.query(`DELETE FROM entity_relation_property WHERE provider_id = $1 AND name = 'MBCharge'`, [CLINIC.providerId]);
    if (percent !== null) {
      await this.server.db.query(`INSERT INTO entity_relation_property (provider_id, name, value) VALUES ($1, 'MBCharge', $2)`, [CLINIC.providerId, String(percent)]);
    }
    return this.port.mbPercent([CLINIC.providerId]);
  }

  /** The shares the server stored for a doctor. */
  async storedSplit(doctorId: number): Promise<{ mbFee: number; providerFee: number }> {
    const [row] = await this.server.db.query<{ mb_fee: string; provider_fee: string }>('SELECT mb_fee::text, provider_fee::text FROM doctor WHERE id = $1', [doctorId]);
    return { mbFee: Number(row!.mb_fee), providerFee: Number(row!.provider_fee) };
  }

  async storedStatus(doctorId: number): Promise<string> {
    const [row] = await this.server.db.query<{ qc_status: string }>('SELECT qc_status FROM doctor WHERE id = $1', [doctorId]);
    return row!.qc_status;
  }

  /** A doctor of the clinic that QC left in a status, with its remarks, as the QC team would leave it. */
  async doctorIn(status: QcStatus, remarks: readonly QcRemark[] = []): Promise<number> {
    const id = nextDoctorId++;
    await this.server.db.query(
      `INSERT INTO doctor (id, provider_id, first_name, specialization, gender, qc_status, qc_remarks, is_active) VALUES ($1, $2, 'Scenario', 'Dentist', 'female', $3, $4::jsonb, true)`,
      [id, CLINIC.providerId, status, JSON.stringify(remarks)],
    );
    return id;
  }
}
