/** A change to a request, as the server's live feed announces it (GET /api/live). */
export interface LiveChange {
  requestId: number;
  statusId: number;
  service: 'LABS' | 'OFFLINE_CONSULTS';
  changedOn: string;
}

/** What a subscriber of the live feed hears. */
export interface LiveListener {
  change(change: LiveChange): void;
  /** Changes were missed (the server no longer had them): whatever is on screen may be stale. */
  gap?(): void;
}

/** The changes of requests the signed-in user may see, as they happen. */
export interface LiveFeedPort {
  /** Hears changes until the returned function is called. */
  subscribe(listener: LiveListener): () => void;
}

/** What a change does to a list on screen. */
export type ListEffect = 'update' | 'announce' | 'none';

/**
 * A row on the page that still belongs to the list is updated in place; a row that left the list,
 * or a request that entered it, changes which rows the page holds, so it is announced and the
 * user reloads when ready. A change to neither is none of this list's business.
 */
export function effectOnList(onPage: boolean, belongs: boolean): ListEffect {
  if (onPage && belongs) return 'update';
  if (onPage || belongs) return 'announce';
  return 'none';
}
