import { describe, expect, it } from 'vitest';
import { EDW_FILE_SOURCE_ID, sourceChannel, sourceLabel } from './source-label.ts';

describe('sourceLabel', () => {
  it('reads EDW File only for file-source id 1000042', () => {
    expect(EDW_FILE_SOURCE_ID).toBe(1000042);
    expect(sourceChannel(1000042)).toBe('EDW File');
    expect(sourceChannel(1000017)).toBe('API');
    expect(sourceChannel(1000043)).toBe('API');
    expect(sourceChannel(null)).toBe('API');
    expect(sourceChannel(undefined)).toBe('API');
  });

  it('names the source type, else the source name, before the channel', () => {
    expect(sourceLabel({ sourceType: 'Esales', sourceName: 'Bharat Shield', fileSourceId: 1000042 })).toBe('Esales | EDW File');
    expect(sourceLabel({ sourceType: 'PPMC', sourceName: 'Bharat Shield', fileSourceId: 1000017 })).toBe('PPMC | API');
    expect(sourceLabel({ sourceType: '  ', sourceName: 'Bharat Shield', fileSourceId: 1000042 })).toBe('Bharat Shield | EDW File');
    expect(sourceLabel({ sourceType: null, sourceName: null, fileSourceId: null })).toBe('API');
  });
});
