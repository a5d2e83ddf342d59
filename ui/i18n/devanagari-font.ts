let loading: Promise<unknown> | undefined;

/**
 * Noto Sans Devanagari, shipped with the portal: Debian's Chromium may have no Devanagari font.
 * Fetched only once Hindi is chosen, so /login in English stays light; the weights the theme uses.
 */
export function loadDevanagariFont(): Promise<unknown> {
  loading ??= Promise.all([
    import('@fontsource/noto-sans-devanagari/devanagari-400.css'),
    import('@fontsource/noto-sans-devanagari/devanagari-500.css'),
    import('@fontsource/noto-sans-devanagari/devanagari-700.css'),
  ]).catch(() => (loading = undefined));
  return loading;
}
