// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { deviceOf } from '../../../demo/api/features/auth/devices';
import { PASSWORD, useTestApi } from './helpers';
import { useSmtp } from './mail-support';

// "A sign-in from a new device" (#32): a security mail, always sent, in the language of the sign-in screen; a device is
// its browser and system without versions, and an account's first device is learned silently.

const UA = {
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  chromeWindowsNext:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/132.0.6834.83 Safari/537.36',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  edgeMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86',
  firefoxLinux: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.135 Mobile Safari/537.36',
  firefoxIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/133.0 Mobile/15E148 Safari/605.1.15',
};

describe('the device of a sign-in', () => {
  it.each([
    [UA.chromeWindows, 'Chrome', 'Windows'],
    [UA.safariIphone, 'Safari', 'iOS'],
    [UA.edgeMac, 'Edge', 'macOS'],
    [UA.firefoxLinux, 'Firefox', 'Linux'],
    [UA.chromeAndroid, 'Chrome', 'Android'],
    [UA.firefoxIphone, 'Firefox', 'iOS'],
    ['curl/8.5.0', 'unknown', 'unknown'],
    [undefined, 'unknown', 'unknown'],
  ])('%s is %s on %s', (userAgent, browser, system) => {
    expect(deviceOf(userAgent)).toEqual({ browser, system });
  });

  it('leaves versions out: an update is the same device', () => {
    expect(deviceOf(UA.chromeWindowsNext)).toEqual(deviceOf(UA.chromeWindows));
  });

  it('reads only the first 512 characters of a User-Agent', () => {
    expect(deviceOf(`${'x'.repeat(510)} Firefox/133.0 (Windows)`)).toEqual({ browser: 'unknown', system: 'unknown' });
    expect(deviceOf(`${'x'.repeat(480)} Firefox/133.0 (Windows)`)).toEqual({ browser: 'Firefox', system: 'Windows' });
  });
});

describe('new-device mail', () => {
  const { smtp, transport } = useSmtp();
  const t = useTestApi({ mailTransport: transport });

  const signIn = async (userAgent: string, lang = 'en') => {
    const res = await t.call('auth/login', {
      method: 'POST',
      body: { username: 'learner', password: PASSWORD, rememberMe: false },
      headers: { 'User-Agent': userAgent },
      lang,
    });
    expect(res.status).toBe(200);
    await t.api.mail.flush();
  };

  it('the first device is learned silently; another one is mailed once, in the sign-in screen’s language', async () => {
    await signIn(UA.chromeWindows);
    await signIn(UA.chromeWindowsNext);
    expect(smtp.mails, 'the first device, then an update of it').toEqual([]);

    await signIn(UA.safariIphone, 'ar');
    const [mail, ...others] = smtp.mails;
    expect(others).toEqual([]);
    expect(mail).toMatchObject({ to: 'learner@academy.test', subject: 'تسجيل دخول جديد إلى حسابك', language: 'ar' });
    // Latin names and the address isolated in the Arabic sentence (first-strong isolate … pop), so they keep their order.
    expect(mail?.text).toContain('\u2068Safari\u2069 على \u2068iOS\u2069');
    expect(mail?.text).toMatch(/العنوان \u2068[\d.:a-f]+\u2069\./);
    expect(mail?.text).toMatch(/[٠-٩]/);
    expect(mail?.text).toContain(`${t.origin}/auth/forgot-password`);
    // A security mail: no way to turn it off.
    expect(mail?.unsubscribe).toBeFalsy();

    await signIn(UA.safariIphone);
    await signIn(UA.chromeWindows);
    expect(smtp.mails).toHaveLength(1);
  });

  it("dates the sign-in in the user's calendar (#34)", async () => {
    const token = await t.login('learner');
    expect(
      (await t.call('user/calendar', { method: 'PUT', token, body: { calendar: 'islamic-umalqura' } })).status,
    ).toBe(200);
    await signIn(UA.chromeWindows);
    await signIn(UA.firefoxLinux);
    const mail = smtp.mails.at(-1);
    expect(mail?.text).toMatch(/on \d{1,2} \S+( I| II)? 14\d\d AH, \d{1,2}:\d{2} [AP]M, from/);
  });
});
