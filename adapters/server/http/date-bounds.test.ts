import { describe, expect, it } from 'vitest';
import { bundleAll } from '../../../openapi/bundle.ts';
import { SUPPORTED_DAYS } from '../../../core/shared/typed-day.ts';

const doc = bundleAll().medibuddyCentral;
const schema = (name: string) => doc.components.schemas![name] as Record<string, unknown>;
const bounds = (name: string) => [schema(name)['x-formatMinimum'], schema(name)['x-formatMaximum']];

describe("the contract's date bounds", () => {
  it("are core's supported days, so a date field and the server refuse the same days", () => {
    expect(bounds('CalendarDate')).toEqual([SUPPORTED_DAYS.min, SUPPORTED_DAYS.max]);
    expect(bounds('NullableCalendarDate')).toEqual([SUPPORTED_DAYS.min, SUPPORTED_DAYS.max]);
    expect(bounds('Instant')).toEqual([`${SUPPORTED_DAYS.min}T00:00:00+05:30`, `${SUPPORTED_DAYS.max}T23:59:59.999+05:30`]);
    expect(bounds('NullableInstant')).toEqual(bounds('Instant'));
    expect(bounds('SlotTimestamp')).toEqual([`${SUPPORTED_DAYS.min} 00:00:00.000`, `${SUPPORTED_DAYS.max} 23:59:59.999`]);
  });
});
