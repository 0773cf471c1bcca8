import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config.ts';

describe('configuration from the environment', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, HOST: '127.0.0.1', DATA_DIR: './data' });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ TLS_CERT: '/no/such/cert.pem' }, 'TLS_CERT'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
  ])('stops start-up naming the key for %o', (env, key) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration: ${key} `));
  });

  it('needs TLS_CERT and TLS_KEY together', () => {
    expect(() => loadConfig({ TLS_CERT: 'package.json' })).toThrow(/TLS_KEY/);
  });
});
