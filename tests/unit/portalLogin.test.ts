import { describe, expect, it, vi } from 'vitest';
import { headerLoginPath } from '@core/jobs/portalLogin';
import { render } from '../../public-site/src/entry-server';

describe("SPEC 4's header job-seeker login address", () => {
  it('is set under /program/bisa-talent in both languages and cleared elsewhere', () => {
    expect(headerLoginPath('/program/bisa-talent')).toBe('/login/job-seeker');
    expect(headerLoginPath('/program/bisa-talent/job-vacancy')).toBe('/login/job-seeker');
    expect(headerLoginPath('/en/program/bisa-talent/job-vacancy/7a1c2e3f-4b5d-4e6f-8a9b-0c1d2e3f4a5b')).toBe('/login/job-seeker');
    expect(headerLoginPath('/')).toBe('/login');
    expect(headerLoginPath('/program')).toBe('/login');
    expect(headerLoginPath('/program/bisa-talented')).toBe('/login');
    expect(headerLoginPath('/en/news')).toBe('/login');
  });

  it("is what the rendered header's login button links to", async () => {
    // The pages' loaders report the gateway being away on the console; that is not what is tested here.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const headerLogin = async (path: string) => {
      const { html } = await render({
        url: `https://bisa.example${path}`,
        locale: path.startsWith('/en') ? 'en' : 'id',
        siteData: { contactInfo: null, loggedIn: false },
        apiGet: async () => {
          throw Object.assign(new Error('offline'), { status: 503 });
        },
      });
      return (
        /<a[^>]*class="button button-primary header-account"[^>]*href="([^"]+)"/.exec(html)?.[1] ??
        /<a[^>]*href="([^"]+)"[^>]*class="button button-primary header-account"/.exec(html)?.[1]
      );
    };
    expect(await headerLogin('/program/bisa-talent/job-vacancy')).toBe('/login/job-seeker');
    expect(await headerLogin('/en/program/bisa-talent/job-vacancy')).toBe('/en/login/job-seeker');
    expect(await headerLogin('/about-us')).toBe('/login');
    quiet.mockRestore();
  });
});
