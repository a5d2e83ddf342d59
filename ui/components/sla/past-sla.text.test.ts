import { afterEach, describe, expect, it } from 'vitest';
import { translate } from '../../i18n/define-text.ts';
import { setLanguage } from '../../i18n/i18n.ts';
import { PAST_SLA_TEXT, pastSlaName } from './past-sla.text.ts';

// The catalogue outside React, as a screen's `t` would give it.
const t: Parameters<typeof pastSlaName>[0] = (key, values) => translate(PAST_SLA_TEXT, key, values);

afterEach(() => setLanguage('en'));

describe('the past-SLA sentence', () => {
  it('reads one request in the singular and more in the plural', () => {
    expect(pastSlaName(t, 1)).toBe('1 request past its SLA');
    expect(pastSlaName(t, 2)).toBe('2 requests past their SLA');
    expect(pastSlaName(t, 1200)).toBe('1,200 requests past their SLA');
  });

  it('does the same in Hindi', () => {
    setLanguage('hi');
    expect(pastSlaName(t, 1)).toBe('1 अनुरोध अपनी SLA समय-सीमा पार कर चुका है');
    expect(pastSlaName(t, 3)).toBe('3 अनुरोध अपनी SLA समय-सीमा पार कर चुके हैं');
  });
});
