import { operationMap } from './http/operation.ts';
import { sessionOperations } from './session/operations.ts';
import { insuranceOperations } from './insurance/operations.ts';
import { labDeskOperations } from './lab-desk/operations.ts';
import { orderOperations } from './orders/operations.ts';
import { affiliateOperations } from './affiliate/operations.ts';
import { bulkOperations } from './bulk/operations.ts';
import { chartsOperations } from './charts/operations.ts';
import { doctorOperations } from './doctors/operations.ts';
import { scheduleImpactOperations } from './doctors/impact-operations.ts';
import { consultOperations } from './consults/operations.ts';
import { spocOperations } from './spoc/operations.ts';

/** Every operation of the contract, by operationId (declared-statuses.test.ts holds that none is missing). */
export const allOperations = operationMap(
  ...sessionOperations.values(),
  ...insuranceOperations.values(),
  ...labDeskOperations.values(),
  ...orderOperations.values(),
  ...affiliateOperations.values(),
  ...bulkOperations.values(),
  ...chartsOperations.values(),
  ...doctorOperations.values(),
  ...scheduleImpactOperations.values(),
  ...consultOperations.values(),
  ...spocOperations.values(),
);
