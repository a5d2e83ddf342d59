import { describe, expect, it } from 'vitest';
import { assertSupportedRuntime, nodeMajor } from './runtime.ts';

describe('the supported runtime', () => {
  it('reads the major version', () => {
    expect(nodeMajor('v24.21.0')).toBe(24);
    expect(nodeMajor('20.20.2')).toBe(20);
    expect(nodeMajor('nonsense')).toBe(0);
  });

  it('refuses Node 20 and accepts 24 and newer', () => {
    expect(() => assertSupportedRuntime('v20.20.2')).toThrow(/needs Node 24 or newer/);
    expect(() => assertSupportedRuntime('v24.21.0')).not.toThrow();
    expect(() => assertSupportedRuntime('v26.1.0')).not.toThrow();
  });

  it('is what the tests themselves run on', () => {
    expect(nodeMajor(process.version)).toBeGreaterThanOrEqual(24);
  });
});
