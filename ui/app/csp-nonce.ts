/**
 * The CSP nonce the server wrote into this page (meta csp-nonce). Styles added at run time must
 * carry it: emotion's cache takes it, and notistack's styling (goober) reads window.__nonce__.
 * Browsers hide a nonce attribute's value from getAttribute; the `nonce` property still reads it.
 */
export const cspNonce: string | undefined =
  typeof document === 'undefined' ? undefined : (document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined);

if (typeof window !== 'undefined') (window as { __nonce__?: string }).__nonce__ = cspNonce;
