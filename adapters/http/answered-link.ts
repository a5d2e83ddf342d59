/**
 * A file link the server answered, resolved against the address that answered it. The server sends
 * signed links relative, so a page uses them at its own origin whatever host name it was opened at
 * (issues 29, 32); a client outside a page (the CLI, node tests) has no page to resolve them
 * against, and the answering server is the one the link belongs to. An answer without an address
 * (a Response made up by a test or a middleware) leaves the link as sent.
 */
export function answeredLink(link: string, answer: Response): string {
  return answer.url ? new URL(link, answer.url).href : link;
}
