/**
 * What a caller over the general limit of calls reads (issue 27): that it is the pace, not the
 * call, and how long to wait, so a person or a script knows when to try again. The figures are the
 * server's settings (adapters/server/config.ts), not a rule of the domain.
 */
export const tooManyCalls = (seconds: number) =>
  `Too many requests: please wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'} and try again`;
