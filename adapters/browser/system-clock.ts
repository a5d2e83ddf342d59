import type { ClockPort } from '../../core/shared/clock.port.ts';

/** The device's clock; rules still take `now` as a value, this is the one place that reads it. */
export class SystemClock implements ClockPort {
  now(): Date {
    return new Date();
  }
}
