/**
 * User names that see the Charts tab and land on it (spec 1 §2 keeps the list unshown; the
 * project fixes it here, once, for the portal and the server alike).
 */
export const CHART_USER_NAMES: readonly string[] = ['insurer.charts'];
