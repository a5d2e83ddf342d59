import { ContractId } from '../../../core/appointments/contracts.ts';
import type { CaseRef, EsalesCasePort } from '../../../core/esales/esales-case.port.ts';
import type { ClockPort } from '../../../core/shared/clock.port.ts';
import type { Toaster } from '../../components/toast/toaster.ts';
import { CommunicationModel } from '../request-history/communication.model.ts';
import { AddCorrespondenceModel } from './add-correspondence.model.ts';
import { CaseCorrespondenceModel } from './show-correspondence.model.ts';

/**
 * Makes the models of a case's dialogs (Add Correspondence, Show Correspondence, Communication
 * History), so the queue's row menu and the history page open the same dialogs for any case.
 */
export class EsalesDialogs {
  constructor(
    private readonly port: EsalesCasePort,
    private readonly clock: ClockPort,
    private readonly toaster: Toaster,
  ) {}

  addCorrespondence(esale: CaseRef): AddCorrespondenceModel {
    return new AddCorrespondenceModel(this.port, this.clock, esale);
  }

  correspondence(caseId: number): CaseCorrespondenceModel {
    return new CaseCorrespondenceModel(this.port, caseId);
  }

  /** The messages sent about a case; they go under the e-sales contract and cannot be resent. */
  communication(caseId: number): CommunicationModel {
    return new CommunicationModel({ communications: (id) => this.port.communications(id), emailBody: (id) => this.port.emailBody(id) }, this.toaster, {
      requestId: caseId,
      contractId: ContractId.Esales,
    });
  }
}
