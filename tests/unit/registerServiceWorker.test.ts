import { describe, expect, it, vi } from 'vitest';
import { registerServiceWorker, ServiceWorkerUnsupportedError } from '../../public-site/src/offline/registerServiceWorker';

describe('registering the public site service worker (SPEC 1, SPEC 8)', () => {
  it('registers /sw.js for the whole site', async () => {
    const registration = { scope: 'http://localhost/' };
    const register = vi.fn().mockResolvedValue(registration);
    const nav = { serviceWorker: { register } } as unknown as Navigator;
    await expect(registerServiceWorker(nav)).resolves.toBe(registration);
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('raises the unsupported-service-worker error when the browser has none', async () => {
    await expect(registerServiceWorker({} as Navigator)).rejects.toBeInstanceOf(ServiceWorkerUnsupportedError);
    await expect(registerServiceWorker({} as Navigator)).rejects.toThrow('Service workers are not supported by this browser');
  });
});
