import { afterEach, describe, expect, it } from 'vitest';
import { translateCore, translateCoreWords } from '../../i18n/core-text.ts';
import { setLanguage } from '../../i18n/i18n.ts';
import './offline-desk.core-text.ts';
import { HoldMessage } from '../../../core/consults/slot-hold.ts';

afterEach(() => setLanguage('en'));

describe("the offline desk's words that carry numbers", () => {
  it('keeps English as core wrote it', () => {
    expect(translateCoreWords('1 Day 2 Hours')).toBe('1 Day 2 Hours');
    expect(translateCore('Reschedule limit reached (3 of 3)')).toBe('Reschedule limit reached (3 of 3)');
    expect(translateCore('Search at most 100 ids at a time')).toBe('Search at most 100 ids at a time');
  });

  it('says them in Hindi with the numbers kept', () => {
    setLanguage('hi');
    expect(translateCoreWords('1 Day 2 Hours')).toBe('1 दिन 2 घंटे');
    expect(translateCoreWords('1 Month')).toBe('1 महीना');
    expect(translateCore('Reschedule limit reached (2 of 3)')).toBe('पुनर्निर्धारण सीमा पूरी (3 में से 2)');
    expect(translateCore('The appointment time has not come yet')).toBe('अपॉइंटमेंट का समय अभी नहीं आया है');
    expect(translateCore('Enter at least 3 characters of the name')).toBe('नाम के कम से कम 3 अक्षर दर्ज करें');
    expect(translateCore(HoldMessage.tooMany)).toBe('आपने पहले ही 3 स्लॉट रोक रखे हैं; दूसरा रोकने से पहले एक बुक करें या छोड़ें');
  });
});
