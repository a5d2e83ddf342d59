/**
 * A fetch that reports how many bytes of each request body have left, for an upload's bar: the
 * body is passed through as a stream and counted on the way (Node's fetch needs duplex 'half').
 */
export function countingFetch(fetch: typeof globalThis.fetch, onBytes: (sent: number) => void): typeof globalThis.fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    if (!request.body) return fetch(request);
    let sent = 0;
    const counted = request.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          sent += chunk.byteLength;
          onBytes(sent);
          controller.enqueue(chunk);
        },
      }),
    );
    return fetch(new Request(request, { body: counted, duplex: 'half' } as RequestInit));
  };
}
