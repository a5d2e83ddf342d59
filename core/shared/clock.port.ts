/** Where core gets the current time: rules take `now` as a value, adapters read it from here. */
export interface ClockPort {
  now(): Date;
}
