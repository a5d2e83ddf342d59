import { earlierRecipientId, resendChoices, type ResendChoice } from '../../../core/history/resend-recipients.ts';
import { CUSTOMER_NUMBER_ADDITIONALS } from '../../../core/privacy/contact-view.ts';
import type { Db } from '../store/db.ts';
import type { RequestRow } from '../requests/request-row.ts';
import { HISTORY_PURPOSES } from './outbox-message.ts';

/**
 * The recipients a message of this request on `channel` may be resent to, by core's rule: the
 * customer's e-mail, phone and number-holding additionals, then every contact an earlier message of
 * the request went to (named by the first such message). Read fresh on each call, so the list the
 * dialog was offered and the one a send is checked against are the same rule on the same data.
 */
export async function resendChoicesOf(db: Db, row: RequestRow, channel: string): Promise<ResendChoice[]> {
  const sent = await db.query<{ id: number; recipient: string }>(
    `SELECT min(id)::int AS id, recipient FROM outbox WHERE request_id = $1 AND purpose = ANY($2::text[])
      GROUP BY recipient ORDER BY min(id)`,
    [row.id, HISTORY_PURPOSES],
  );
  const own = [
    { id: 'email', contact: row.email },
    { id: 'phone', contact: row.phone },
    ...CUSTOMER_NUMBER_ADDITIONALS.map((key) => ({ id: key, contact: stringOrNull(row.additionals?.[key]) })),
  ];
  return resendChoices(channel, own, sent.map((m) => ({ id: earlierRecipientId(m.id), contact: m.recipient })));
}

const stringOrNull = (value: unknown) => (typeof value === 'string' ? value : null);
