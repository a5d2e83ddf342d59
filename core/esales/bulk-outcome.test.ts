import { describe, expect, it } from 'vitest';
import { bulkHttpVerdict, bulkVerdict } from './bulk-outcome.ts';

describe('what the bulk dialog says after an upload (spec 2 §8)', () => {
  it('counts the created cases, and keeps a server message of a success answer for the red line', () => {
    expect(bulkVerdict({ isSuccess: true, message: null, createdCount: 20, rowErrors: [] })).toEqual({ ok: true, message: '20 cases created', serverMessage: null });
    expect(bulkVerdict({ isSuccess: true, message: 'Some rows were late', createdCount: 1, rowErrors: [] })).toEqual({ ok: true, message: '1 case created', serverMessage: 'Some rows were late' });
  });

  it('names a file that is not an excel in the spec words', () => {
    expect(bulkVerdict({ isSuccess: false, message: 'File is not an excel or is corrupted', createdCount: 0, rowErrors: [] })).toEqual({
      ok: false, message: 'File is not an excel or is corrupted', serverMessage: null,
    });
  });

  it('says Unable to create order for any other failure, with the server reason beneath', () => {
    const rowErrors = [{ row: 3, column: 'Email', reason: 'Enter a valid email' }];
    expect(bulkVerdict({ isSuccess: false, message: '1 row has errors; nothing was created', createdCount: 0, rowErrors })).toEqual({
      ok: false, message: 'Unable to create order', serverMessage: '1 row has errors; nothing was created',
    });
    expect(bulkVerdict({ isSuccess: false, message: null, createdCount: 0, rowErrors: [] }).message).toBe('Unable to create order');
  });

  it('gives the status and the response of an HTTP error', () => {
    expect(bulkHttpVerdict(403, 'Forbidden')).toEqual({ ok: false, message: 'Unable to create order', serverMessage: '403: Forbidden' });
    expect(bulkHttpVerdict(500, null).serverMessage).toBe('500');
  });
});
