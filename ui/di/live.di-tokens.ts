/** Live lists (issue 16): the one feed of request changes every list screen subscribes to. */
export const LiveTokens = {
  feed: Symbol('LiveFeedPort'),
} as const;
