/**
 * The chunks every signed-in screen needs: the layout (theme, shell), the guarded screen, and the
 * layout's view-model classes. Each used to be asked for only once the one before had loaded and
 * rendered (three round trips and three parses in a row, issue 32); asked together, they load side
 * by side. The router asks for them when the layout is first rendered, and the login page as soon as
 * Verify is pressed.
 */
export const protectedLayoutChunk = () => import('../routes/guard/protected-layout.tsx');
export const guardedScreenChunk = () => import('../routes/guard/guarded-screen.tsx');
const signedInAreaChunk = () => import('../di/signed-in.area.ts');

/** Asks for all three at once; answers the layout's. */
export function loadSignedIn(): ReturnType<typeof protectedLayoutChunk> {
  // Their failures surface where they are used (React.lazy, WithViewModel), not here.
  guardedScreenChunk().catch(() => undefined);
  signedInAreaChunk().catch(() => undefined);
  return protectedLayoutChunk();
}
