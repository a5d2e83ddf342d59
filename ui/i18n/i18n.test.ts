import { afterEach, describe, expect, it } from 'vitest';
import { defineText, translate } from './define-text.ts';
import { defineCoreText, translateCore } from './core-text.ts';
import { formatDateTime, formatDay, formatNumber, formatRupees } from './format.ts';
import { setLanguage } from './i18n.ts';
import { pseudoText } from './pseudo.ts';

const text = defineText('i18n-test', { greet: 'Hello {{name}}', plain: 'Sign out' }, { greet: 'नमस्ते {{name}}', plain: 'साइन आउट' });
defineCoreText({ 'Please enter a valid mobile number': 'कृपया मान्य मोबाइल नंबर दर्ज करें' });

afterEach(() => setLanguage('en'));

describe('the catalogue', () => {
  it('gives English as written and Hindi once switched, with values filled in', () => {
    expect(translate(text, 'greet', { name: 'Asha' })).toBe('Hello Asha');
    setLanguage('hi');
    expect(translate(text, 'greet', { name: 'Asha' })).toBe('नमस्ते Asha');
    expect(translate(text, 'plain')).toBe('साइन आउट');
  });

  it("translates core's messages by their English text and leaves an unknown one as it came", () => {
    setLanguage('hi');
    expect(translateCore('Please enter a valid mobile number')).toBe('कृपया मान्य मोबाइल नंबर दर्ज करें');
    expect(translateCore('A message nobody translated')).toBe('A message nobody translated');
  });

  it('marks every catalogue text in the pseudo-locale and nothing else', () => {
    setLanguage('pseudo');
    expect(translate(text, 'greet', { name: 'Asha' })).toBe('⟦Ĥéľľó Asha⟧');
    expect(translateCore('Please enter a valid mobile number')).toBe(pseudoText('Please enter a valid mobile number'));
    expect(translateCore('A message nobody translated')).toBe('A message nobody translated');
    expect(pseudoText('Sent to {email}')).toBe('⟦Šéñţ ţó {email}⟧');
  });
});

describe('formats for India', () => {
  const instant = new Date('2026-11-22T13:35:00.000Z');

  it("puts Intl's parts in the spec's order, India time", () => {
    expect(formatDateTime(instant)).toBe('Nov 22 2026, 07:05 PM');
    expect(formatDay('2006-01-30')).toBe('Jan 30 2006');
    expect(formatDay('2026-09-05')).toBe('Sep 05 2026');
    expect(formatDateTime(new Date('2026-09-05T00:00:00.000Z'))).toBe('Sep 05 2026, 05:30 AM');
    expect(formatDay('2026-09-10')).toBe('Sep 10 2026');
    expect(formatDay('not a day')).toBe('not a day');
  });

  it('groups numbers and rupees the Indian way, in Devanagari month names for Hindi', () => {
    expect(formatNumber(150000)).toBe('1,50,000');
    expect(formatRupees(1500)).toBe('₹1,500');
    expect(formatRupees(99.5)).toBe('₹99.50');
    setLanguage('hi');
    expect(formatDateTime(instant)).toMatch(/^नव.* 22 2026, 07:05 PM$/u);
  });
});
