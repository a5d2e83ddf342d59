/** What the charts say to a person (spec 2 §8), word for word, and how the toasts show (spec 2 §8). */
export const CHART_MESSAGES = {
  loadFailed: 'Failed to load chart data. Please try again later.',
  invalidData: 'Invalid data format received from API.',
} as const;

/** Toasts on the charts show at the bottom right for 3 seconds. */
export const CHART_TOAST = { vertical: 'bottom', horizontal: 'right', durationMs: 3000 } as const;

/** The chart titles of spec 2 §2.12, prefixed by the first child entity's name where there is one. */
export const CHART_TITLES = {
  conversionTillQc: 'ESales Conversion Till QC',
  percentageWise: 'Percentage Wise ESales Conversion',
  statusWiseCount: 'Appointment Status Wise Count',
  todaysConversion: "Today's Esales Conversion",
  todaysHourly: "Today's Hourly ESales Conversion",
} as const;

/** A chart's title as shown: "<first child's name> - <title>", or the title alone with no child. */
export function chartTitle(title: string, firstChildName: string | undefined): string {
  return firstChildName ? `${firstChildName} - ${title}` : title;
}
