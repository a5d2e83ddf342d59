import { callStatusLabel, callTypeLabel, CALL_STATUSES, CALL_TYPES } from '../../../core/esales/call-catalogue.ts';
import { callbackDay, correspondenceInfo, correspondenceProblems, type CorrespondenceForm } from '../../../core/esales/correspondence.ts';
import type { CaseCorrespondence } from '../../../core/esales/correspondence-timeline.ts';
import type { CaseRef, CorrespondenceBody, EsalesCasePort } from '../../../core/esales/esales-case.port.ts';
import type { EsalesCases } from './esales-cases.ts';

/**
 * The domain profile's leads: a port that keeps calls in memory and refuses what core's rules
 * refuse, as the server does, with the case's own DND flags on every call.
 */
export class InMemoryEsalesCases implements EsalesCases {
  private current = new Date();
  private readonly leads = new Map<number, CaseRef>();
  private readonly calls = new Map<number, CaseCorrespondence[]>();
  private nextId = 70_000_001;

  async placeLead(lead: { name: string; doNotDisturb: boolean }): Promise<CaseRef> {
    const ref = { id: this.nextId++, name: lead.name, dnd: { DND: lead.doNotDisturb, DNDCustomer: lead.doNotDisturb } };
    this.leads.set(ref.id, ref);
    return ref;
  }

  setNow(now: Date): void {
    this.current = now;
  }

  now(): Date {
    return this.current;
  }

  async port(): Promise<EsalesCasePort> {
    const refuse = (reason: string) => Object.assign(new Error(reason), { reason });
    return {
      esalesCase: () => Promise.reject(new Error('not used by the scenarios')),
      callTypes: async () => CALL_TYPES.map((t) => ({ ...t })),
      callStatuses: async () => CALL_STATUSES.map((s) => ({ ...s })),
      addCorrespondence: async (body: CorrespondenceBody) => {
        const lead = this.leads.get(body.requestId);
        if (!lead) throw refuse('No e-sales request found with this id');
        const form: CorrespondenceForm = {
          callType: body.callType, callStatus: body.callStatus, uicNumber: body.uicnumber,
          callbackDate: callbackDay(body.additionalInfo.callbackdate), workStatus: body.workStatus, comment: body.comment,
        };
        const [problem] = Object.values(correspondenceProblems(form, this.current));
        if (problem) throw refuse(problem);
        const list = this.calls.get(lead.id) ?? [];
        list.push({
          id: list.length + 1, createdOn: this.current.toISOString(), callTypeValue: callTypeLabel(body.callType) ?? null,
          callStatusValue: callStatusLabel(body.callStatus) ?? null, comment: body.comment, note: JSON.stringify(correspondenceInfo(form, lead.dnd)),
        });
        this.calls.set(lead.id, list);
      },
      correspondences: async (caseId) => [...(this.calls.get(caseId) ?? [])].reverse(),
      communications: async () => [],
      emailBody: () => Promise.reject(new Error('not used by the scenarios')),
    };
  }
}
