/**
 * The sx of text only screen readers hear. Sizes are strings: in sx a bare 1 means 100 %, which
 * made such text as wide as its container and pushed narrow pages sideways.
 */
export const VISUALLY_HIDDEN = { position: 'absolute', width: '1px', height: '1px', m: '-1px', p: 0, border: 0, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;
