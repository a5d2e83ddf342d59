import type { EsalesChartsPort } from '../../../core/charts/esales-charts.port.ts';

/**
 * The e-sales cases behind the charts as the scenarios use them: a case placed as the insurer's
 * feed and the booking flow would leave it (created at an instant, with an order id and its
 * request's status), and the portal's own EsalesChartsPort, signed in as a chart user, reading
 * them back. In memory (domain) or the real server over HTTP (http).
 */
export interface EsalesChartsAbility {
  /** The child entity (corporate) the scenario's cases belong to. */
  readonly erIds: readonly number[];
  placeCase(c: { createdAt: Date; orderId: number; statusId: number | null }): Promise<number>;
  port(): Promise<EsalesChartsPort>;
  setNow(now: Date): void;
}
