import { afterEach, describe, expect, it } from 'vitest';
import { BulkMessage } from '../../../core/esales/bulk-limits.ts';
import { translateCore } from '../../i18n/core-text.ts';
import { translate } from '../../i18n/define-text.ts';
import { setLanguage } from '../../i18n/i18n.ts';
import { bulkText, type BulkTextKey } from './bulk-cases.text.ts';
import { bulkMessageText } from './bulk-message-text.ts';
import './bulk-cases.core-text.ts';

const t = (key: BulkTextKey, values?: Record<string, string | number>) => translate(bulkText, key, values);
const say = (message: string) => bulkMessageText(t, translateCore, message);

afterEach(() => setLanguage('en'));

describe("a bulk upload's messages", () => {
  it("read in English exactly as core writes them, the counted ones too", () => {
    for (const message of [BulkMessage.created(1), BulkMessage.created(12), BulkMessage.rowsRefused(2), BulkMessage.validated(1), BulkMessage.notExcel, 'Unique ID repeats row 2', 'City cannot be blank']) {
      expect(say(message)).toBe(message);
    }
    expect(say(`400: ${BulkMessage.rowsRefused(3)}`)).toBe('400: 3 rows have errors; nothing was created');
  });

  it('read in Hindi with their counts, rows and columns kept', () => {
    setLanguage('hi');
    expect(say(BulkMessage.created(12))).toBe('12 केस बने');
    expect(say(`400: ${BulkMessage.rowsRefused(1)}`)).toBe('400: 1 पंक्ति में त्रुटियाँ हैं; कुछ नहीं बना');
    expect(say(BulkMessage.tooBig)).toBe('फ़ाइल 10 MB से बड़ी है');
    expect(say('City cannot be blank')).toBe('City खाली नहीं हो सकता');
    expect(say('Unique ID repeats row 4')).toBe('यूनिक आईडी पंक्ति 4 को दोहराती है');
  });
});
