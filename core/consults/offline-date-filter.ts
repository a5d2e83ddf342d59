import { DatePreset } from '../appointments/date-presets.ts';
import { OfflineTab } from './offline-tabs.ts';

/**
 * The date filter an offline tab opens on (spec 3 §9): "Rolling 1 Month", except the tabs of
 * consults still ahead (Upcoming, Confirmed), which open on "Next 30 Days".
 */
export function offlineDefaultDateFilter(tab: OfflineTab): DatePreset {
  return tab === OfflineTab.UPCOMING || tab === OfflineTab.CONFIRMED ? DatePreset.Next30Days : DatePreset.Rolling1Month;
}
