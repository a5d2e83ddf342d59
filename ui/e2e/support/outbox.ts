import type { Portal } from './portal.ts';

/** The customer notices of requests written since a moment, as the outbox holds them (sent or waiting). */
export function statusNoticesSince(portal: Portal, requestIds: readonly number[], since: Date): Promise<{ request_id: number; status: string }[]> {
  return portal.server.db.query<{ request_id: number; status: string }>(
    `SELECT request_id::int AS request_id, status FROM outbox
      WHERE purpose = 'statusNotification' AND request_id = ANY($1::bigint[]) AND created_on >= $2 ORDER BY id`,
    [[...requestIds], since],
  );
}
