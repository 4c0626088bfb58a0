import { describe, expect, it } from 'vitest';
import { defaultSettings } from './settings-defaults.ts';
import { applySettingsPatch } from './settings-patch.ts';
import { maskSettings, SECRET_MASK, SECRET_PATHS } from './settings-secrets.ts';

const current = () => {
  const settings = defaultSettings('http://127.0.0.1:8090');
  settings.smtp.password = 'smtp-secreto';
  settings.googleAuth.clientSecret = 'google-secreto';
  return settings;
};

describe('applySettingsPatch', () => {
  it('merges nested objects key by key and leaves the input untouched', () => {
    const before = current();
    const next = applySettingsPatch(before, { smtp: { host: 'mail.rumbo.mx' } });
    expect(next.smtp).toEqual({ ...before.smtp, host: 'mail.rumbo.mx' });
    expect(before.smtp.host).toBe('smtp.example.com');
  });

  it('keeps every secret that comes back masked', () => {
    const before = current();
    const next = applySettingsPatch(before, maskSettings(before));
    expect(next).toEqual(before);
  });

  it('stores the mask literally where it is not a secret', () => {
    expect(applySettingsPatch(current(), { meta: { appName: SECRET_MASK } }).meta.appName).toBe(
      SECRET_MASK,
    );
  });

  it('lets null unset pkce only; elsewhere null changes nothing', () => {
    const before = current();
    before.githubAuth.pkce = true;
    const next = applySettingsPatch(before, {
      githubAuth: { pkce: null },
      meta: { appName: null },
      smtp: null,
    });
    expect(next.githubAuth.pkce).toBeNull();
    expect(next.meta.appName).toBe(before.meta.appName);
    expect(next.smtp).toEqual(before.smtp);
  });

  it.each([{ smtp: { port: '25' } }, { smtp: { port: 2.5 } }, { meta: 'x' }, [], 'x'])(
    'refuses a value of the wrong kind: %j',
    (patch) => {
      expect(() => applySettingsPatch(current(), patch)).toThrow(/loading the submitted data/);
    },
  );
});

describe('maskSettings', () => {
  it('masks every non-empty secret and nothing else', () => {
    const settings = current();
    const masked = maskSettings(settings);
    expect(masked.smtp.password).toBe(SECRET_MASK);
    expect(masked.googleAuth.clientSecret).toBe(SECRET_MASK);
    expect(masked.githubAuth.clientSecret).toBe('');
    expect(masked.recordAuthToken.secret).toBe(SECRET_MASK);
    expect(masked.meta).toEqual(settings.meta);
    expect(SECRET_PATHS).toHaveLength(3 + 8 + 25);
  });
});
