import type { CaseRef, EsalesCasePort } from '../../../core/esales/esales-case.port.ts';

/**
 * The insurer's e-sales leads as the scenarios use them: a lead put in the queue (as the insurer's
 * feed would), and the portal's own EsalesCasePort, signed in as an insurer user, to log calls on
 * it. In memory (domain) or the real server over HTTP (http). `today` is the service's clock.
 */
export interface EsalesCases {
  /** Puts a lead in the queue and answers what the dialogs know of it. */
  placeLead(lead: { name: string; doNotDisturb: boolean }): Promise<CaseRef>;
  port(): Promise<EsalesCasePort>;
  setNow(now: Date): void;
  now(): Date;
}
