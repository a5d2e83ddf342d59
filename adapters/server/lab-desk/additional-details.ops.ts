import { operation } from '../http/operation.ts';
import { forbidden } from '../http/api-error.ts';
import { rowContactView, type ContactColumns } from '../store/row-contact-view.ts';
import { LAB_ROLES } from '../../../core/session/roles.ts';

interface Body {
  userId: number;
  providerId: number;
  services: 'LABS' | 'OFFLINE_CONSULTS';
  requestIds: number[];
  properties: ('Reschedule_By_Provider_Count' | 'Max_Reschedule_Count' | 'Cancellation_Reason')[];
}

interface Row extends ContactColumns {
  id: number;
  provider_reschedule_count: number;
  max_reschedule_count: number | null;
  cancellation_reason: string | null;
}

/** Each property the contract allows, read from its column as text (null when not set); free text as the privacy rule shows it. */
const READ: Record<Body['properties'][number], (r: Row) => string | null> = {
  Reschedule_By_Provider_Count: (r) => String(r.provider_reschedule_count),
  Max_Reschedule_Count: (r) => (r.max_reschedule_count === null ? null : String(r.max_reschedule_count)),
  Cancellation_Reason: (r) => rowContactView(r).text(r.cancellation_reason),
};

/**
 * POST medibuddyCentral/fetchAdditionalDetails: named properties of the asked requests of the
 * selected service; requests outside the caller's provider tree are left out, not refused, so a
 * list never fails because one row moved to another provider.
 */
export const fetchAdditionalDetailsOp = operation('fetchAdditionalDetails', {
  access: { roles: LAB_ROLES },
  async handle({ body, auth, deps }) {
    if (body.userId !== auth.userId || !auth.providerIds.includes(body.providerId)) throw forbidden();
    const rows = await deps.db.query<Row>(
      `SELECT id, provider_reschedule_count, max_reschedule_count, cancellation_reason, is_dnd, phone, additionals FROM appointment_request
        WHERE id = ANY($1::bigint[]) AND provider_id = ANY($2::int[]) AND service = $3 ORDER BY array_position($1::bigint[], id)`,
      [body.requestIds, auth.providerIds, body.services],
    );
    return {
      isSuccess: true,
      data: rows.map((r) => ({ requestId: r.id, properties: Object.fromEntries(body.properties.map((p) => [p, READ[p](r)])) })),
    };
  },
});
