import { operationMap } from '../http/operation.ts';
import {
  esalesConversionCasesOp, esalesConversionDailyOp, esalesConversionTodayOp, exportEsalesConversionCasesOp,
  getEsalesCasesConversionOp, getTodaysEsalesCasesConversionOp,
} from './esales-charts.ops.ts';

/** The charts area's implementations, by the contract's operationId. */
export const chartsOperations = operationMap(
  getTodaysEsalesCasesConversionOp,
  getEsalesCasesConversionOp,
  esalesConversionDailyOp,
  esalesConversionTodayOp,
  esalesConversionCasesOp,
  exportEsalesConversionCasesOp,
);
