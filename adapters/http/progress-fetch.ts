/**
 * A fetch for openapi-fetch's per-request `fetch` option that reports how much of the request body
 * has been sent: fetch itself cannot (streamed request bodies need HTTP/2), XMLHttpRequest's
 * upload events can. The client's middleware has already run on the Request (the access token
 * is in its headers); the answer comes back as a Response so the middleware and typing carry on.
 * Where there is no XMLHttpRequest (Node: the CLI, tests) the platform fetch is used and progress
 * is reported once, at the end.
 */
export function progressFetch(onProgress: (sent: number) => void): (request: Request) => Promise<Response> {
  return async (request) => {
    if (typeof XMLHttpRequest === 'undefined') {
      const response = await globalThis.fetch(request);
      onProgress(1);
      return response;
    }
    // The body as bytes with its multipart boundary (already in the content-type header).
    const body = await request.blob();
    return new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(request.method, request.url);
      request.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
      xhr.responseType = 'blob';
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      };
      xhr.upload.onload = () => onProgress(1);
      xhr.onload = () => {
        const headers = new Headers();
        for (const line of xhr.getAllResponseHeaders().trim().split(/[\r\n]+/)) {
          const at = line.indexOf(':');
          if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
        }
        // A Response may not carry a body with these statuses.
        const empty = xhr.status === 204 || xhr.status === 205 || xhr.status === 304;
        resolve(new Response(empty ? null : (xhr.response as Blob), { status: xhr.status, statusText: xhr.statusText, headers }));
      };
      xhr.onerror = () => reject(new TypeError('Network request failed'));
      xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
      request.signal.addEventListener('abort', () => xhr.abort());
      xhr.send(body);
    });
  };
}
