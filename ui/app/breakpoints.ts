/** The mobile breakpoint of spec 1 §9: widths of 768 px or less get the compact layout. */
export const MOBILE_MAX_WIDTH = 768;
export const MOBILE_QUERY = `(max-width:${MOBILE_MAX_WIDTH}px)`;
/** For `sx` objects: styles that apply only to the compact layout. */
export const ON_MOBILE = `@media ${MOBILE_QUERY}`;
/**
 * Desktop widths below 1200 px: the top bar cannot hold the search beside the pickers and the
 * avatar, so the search takes a row of its own. For `sx` objects.
 */
export const ON_NARROW_DESKTOP = '@media (max-width:1199.95px)';
