import { describe, expect, it } from 'vitest';
import { DoctorCallRefused } from '../../core/doctors/doctors.port.ts';
import { createProviderClient } from './clients.ts';
import { DoctorsHttpAdapter } from './doctors.http-adapter.ts';
import { defaultHttpConfig } from './http-config.ts';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A server at 127.0.0.1 answering the signed upload with relative links, as the reference server does. */
function uploadAdapter(putAnswer: () => Response) {
  const asked: string[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    asked.push(`${input instanceof Request ? input.method : init?.method} ${url.href}`);
    const answer = url.pathname.endsWith('/getS3SignedUrl')
      ? json({ isSuccess: true, signedUrl: '/api/files/upload/f1?expires=1&signature=ab', fileIdentifier: 'f1', expiresOn: '2026-11-27T00:00:00Z' })
      : url.pathname.startsWith('/api/files/upload/')
        ? putAnswer()
        : json({ isSuccess: true, data: [{ fileName: 'a.png', fileType: 'StaticFile', fileIdentifier: 'f1', signedUrl: '/api/files/download/f1?expires=1&signature=cd' }] });
    // As a real fetch does: the answer carries the address that answered.
    return Object.defineProperty(answer, 'url', { value: url.href });
  }) as typeof globalThis.fetch;
  const adapter = new DoctorsHttpAdapter(createProviderClient({ config: defaultHttpConfig('http://127.0.0.1:8080'), fetch }), fetch);
  return { adapter, asked };
}

describe('DoctorsHttpAdapter.uploadImage', () => {
  it('PUTs to the relative signed link at the server that gave it, and answers the photo link there too', async () => {
    const { adapter, asked } = uploadAdapter(() => json({ isSuccess: true }));
    expect(await adapter.uploadImage({ name: 'a.png', contentType: 'image/png', bytes: PNG }))
      .toEqual({ fileIdentifier: 'f1', url: 'http://127.0.0.1:8080/api/files/download/f1?expires=1&signature=cd' });
    expect(asked[1]).toBe('PUT http://127.0.0.1:8080/api/files/upload/f1?expires=1&signature=ab');
  });

  it("refuses with the server's own message when the upload is refused (spec 3 §8)", async () => {
    const { adapter } = uploadAdapter(() => json({ errorMessage: 'File size should not exceed 2 MB' }, 400));
    const refused = await adapter.uploadImage({ name: 'a.png', contentType: 'image/png', bytes: PNG }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(DoctorCallRefused);
    expect((refused as DoctorCallRefused).serverText).toBe('File size should not exceed 2 MB');
  });
});
