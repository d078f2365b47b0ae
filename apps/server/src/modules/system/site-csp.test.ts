import { describe, expect, it } from 'vitest';
import { extendCsp } from './site-csp.js';

describe('extendCsp', () => {
  const csp = "default-src 'self';connect-src 'self';img-src 'self' data: blob:;script-src 'self'";

  it('adds the origins of configured addresses to their directives only', () => {
    const next = extendCsp(csp, {
      'connect-src': [
        'https://swerte1.example/some/path',
        'https://swerte1.example',
        'http://b.example:8080',
      ],
      'img-src': ['https://cdn.example/img/'],
    });
    expect(next).toBe(
      "default-src 'self';connect-src 'self' https://swerte1.example http://b.example:8080;img-src 'self' data: blob: https://cdn.example;script-src 'self'",
    );
  });

  it('never widens the policy with anything but http(s) origins', () => {
    const next = extendCsp(csp, {
      'connect-src': ['javascript:alert(1)', "'unsafe-eval'", '*', 'not a url'],
    });
    expect(next).toBe(csp);
  });
});
