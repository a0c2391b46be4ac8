import { describe, expect, it } from 'vitest';
import { countedPath, deviceClass, isBot, pathLocale, referrerHost } from '@core/analytics/pageViews';

describe('page views', () => {
  it('counts a path without its query or fragment, and nothing that is not a site path', () => {
    expect(countedPath('/program?q=las&email=a@b.id#top')).toBe('/program');
    expect(countedPath('/news/')).toBe('/news');
    expect(countedPath('/')).toBe('/');
    expect(countedPath('//evil.example/x')).toBeNull();
    expect(countedPath('https://evil.example/')).toBeNull();
    expect(countedPath('/api/cm/account-user/get-profile')).toBeNull();
    expect(countedPath(`/${'a'.repeat(500)}`)).toHaveLength(200);
  });

  it('tells the language from the path', () => {
    expect(pathLocale('/en')).toBe('en');
    expect(pathLocale('/en/program')).toBe('en');
    expect(pathLocale('/enrol')).toBe('id');
    expect(pathLocale('/')).toBe('id');
  });

  it('keeps only the referring host, and none for the site itself or a non-web address', () => {
    expect(referrerHost('https://www.Google.com/search?q=x', 'bisa.test')).toBe('google.com');
    expect(referrerHost('https://bisa.test/program', 'bisa.test:3000')).toBe('');
    expect(referrerHost('android-app://com.google', 'bisa.test')).toBe('');
    expect(referrerHost('not a url', 'bisa.test')).toBe('');
    expect(referrerHost(undefined, 'bisa.test')).toBe('');
  });

  it('classes devices and recognises bots and tools', () => {
    expect(deviceClass('Mozilla/5.0 (Linux; Android 14; SM-A546E) Chrome/131.0 Mobile Safari/537.36')).toBe('mobile');
    expect(deviceClass('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe('mobile');
    expect(deviceClass('Mozilla/5.0 (Linux; Android 13; SM-X200) Chrome/131.0 Safari/537.36')).toBe('tablet');
    expect(deviceClass('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)')).toBe('tablet');
    expect(deviceClass('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0 Safari/537.36')).toBe('desktop');
    expect(isBot('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBe(true);
    expect(isBot('Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/131.0 Safari/537.36')).toBe(true);
    expect(isBot('curl/8.5.0')).toBe(true);
    expect(isBot(undefined)).toBe(true);
    expect(isBot('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0 Safari/537.36')).toBe(false);
  });
});
