import { describe, expect, it } from 'vitest';
import { answeredLink } from './answered-link.ts';

const answeredBy = (url: string) => Object.defineProperty(new Response(null), 'url', { value: url });

describe('answeredLink', () => {
  it('resolves a relative link against the server that answered it, whatever PUBLIC_URL says', () => {
    expect(answeredLink('/api/files/download/f1?expires=1&signature=ab', answeredBy('http://127.0.0.1:8080/api/provider/getDoctorDetails')))
      .toBe('http://127.0.0.1:8080/api/files/download/f1?expires=1&signature=ab');
  });

  it('keeps an absolute link, and a link of an answer without an address, as sent', () => {
    expect(answeredLink('http://files.example/x?sig=1', answeredBy('http://127.0.0.1:8080/api/x'))).toBe('http://files.example/x?sig=1');
    expect(answeredLink('/api/files/download/f1', new Response(null))).toBe('/api/files/download/f1');
  });
});
