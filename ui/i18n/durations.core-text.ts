import { defineCoreText } from './core-text.ts';

/** The units of core's pending durations ("1 Day 2 Hours", core/appointments/sla.ts), for translateCoreWords on both desks. */
defineCoreText({
  Month: 'महीना',
  Months: 'महीने',
  Day: 'दिन',
  Days: 'दिन',
  Hour: 'घंटा',
  Hours: 'घंटे',
});
