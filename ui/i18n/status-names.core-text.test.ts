import { afterEach, describe, expect, it } from 'vitest';
import { STATUS_MEANING, ALL_STATUS_IDS } from '../../core/appointments/status-catalogue.ts';
import { labStatusText, qcRejectedTag } from '../../core/appointments/display-status.ts';
import { LabTab } from '../../core/appointments/tabs.ts';
import { InsurerLabel } from '../../core/appointments/insurer-labels.ts';
import { offlineStatusText } from '../../core/consults/offline-status.ts';
import { CaseRowStatus, EsalesStatusGroup } from '../../core/esales/case-status.ts';
import { CALL_STATUSES, CALL_TYPES } from '../../core/esales/call-catalogue.ts';
import { translateCore } from './core-text.ts';
import { setLanguage } from './i18n.ts';
import './status-names.core-text.ts';

afterEach(() => setLanguage('en'));

const DEVANAGARI = /[\u0900-\u097F]/u;

describe('status names in Hindi', () => {
  it('gives Hindi for every status name core defines, and English stays as core wrote it', () => {
    const names = new Set<string>([
      ...Object.values(STATUS_MEANING),
      ...ALL_STATUS_IDS.flatMap((id) => Object.values(LabTab).map((tab) => labStatusText(id, tab))),
      ...ALL_STATUS_IDS.map((id) => offlineStatusText(id)),
      qcRejectedTag('').tag,
      qcRejectedTag('').remarks,
      ...Object.values(InsurerLabel),
      ...Object.values(EsalesStatusGroup),
      ...Object.values(CaseRowStatus),
      ...CALL_STATUSES.map((s) => s.value),
      ...CALL_TYPES.map((s) => s.value),
    ]);
    for (const name of names) expect(translateCore(name)).toBe(name);
    setLanguage('hi');
    const missing = [...names].filter((name) => !DEVANAGARI.test(translateCore(name)));
    expect(missing).toEqual([]);
  });
});
