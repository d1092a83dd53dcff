import { describe, expect, it } from 'vitest';
import { configuredOrigin, siteOriginFor } from './site-origin';

describe('siteOriginFor', () => {
  it('uses the configured SITE_URL, whatever host the request names', () => {
    expect(
      siteOriginFor({
        siteUrl: 'https://www.loomfront.com/shop/',
        production: true,
        host: 'attacker.example',
      }),
    ).toBe('https://www.loomfront.com');
    expect(
      siteOriginFor({ siteUrl: 'http://127.0.0.1:3000', production: false, host: 'x.test' }),
    ).toBe('http://127.0.0.1:3000');
  });

  it('never takes the request host in production', () => {
    expect(siteOriginFor({ production: true, host: 'attacker.example' })).toBe(
      'http://localhost:3000',
    );
    expect(siteOriginFor({ production: true, host: 'attacker.example', port: '8080' })).toBe(
      'http://localhost:8080',
    );
  });

  it('falls back to the request host in development when it is a plain host name', () => {
    expect(siteOriginFor({ production: false, host: 'localhost:3000' })).toBe(
      'http://localhost:3000',
    );
    expect(siteOriginFor({ production: false, host: 'evil.example/"><script>' })).toBe(
      'http://localhost:3000',
    );
  });
});

describe('configuredOrigin', () => {
  it('rejects a SITE_URL that is not an absolute http(s) URL', () => {
    expect(() => configuredOrigin('www.loomfront.com')).toThrow(/SITE_URL must be an absolute/);
    expect(() => configuredOrigin('ftp://loomfront.com')).toThrow(/http or https/);
  });
});
