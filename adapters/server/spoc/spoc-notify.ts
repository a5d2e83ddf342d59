import { spocDeliveries, TOPIC_PURPOSE, type SpocPreferences, type SpocTopic } from '../../../core/spoc/spoc-notify.ts';
import type { ServerDeps } from '../deps.ts';
import { loggableError } from '../loggable-error.ts';

/**
 * Tells the active SPOCs of the providers about a change, each by the channels they chose for its
 * topic (spec 3 §3.3), through the messenger (which records each message in the outbox). A notice
 * that cannot be handed over is retried by the dispatcher; it never undoes the change it reports.
 */
export async function notifySpocs(deps: ServerDeps, providerIds: readonly number[], topic: SpocTopic, subject: string, body: string, exceptUserId = 0): Promise<void> {
  if (providerIds.length === 0) return;
  const spocs = await deps.db.query<{ id: number; email: string; phone: string; whatsapp_no: string | null; notify: SpocPreferences }>(
    `SELECT id, email, phone, whatsapp_no, notify FROM app_user
      WHERE provider_id = ANY($1::int[]) AND is_active AND cardinality(spoc_roles) > 0 AND id <> $2 AND notify ? $3`,
    [providerIds, exceptUserId, topic],
  );
  for (const s of spocs) {
    for (const d of spocDeliveries(s.notify, topic, { email: s.email, phone: s.phone, whatsapp: s.whatsapp_no })) {
      try {
        await deps.messenger.send({ ...d, subject, body, purpose: TOPIC_PURPOSE[topic], userId: s.id });
      } catch (error) {
        deps.log.error({ err: loggableError(error), topic }, 'a SPOC notice was not handed over');
      }
    }
  }
}
