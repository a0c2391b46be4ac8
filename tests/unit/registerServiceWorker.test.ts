import { describe, expect, it, vi } from 'vitest';
import {
  registerServiceWorker,
  registerServiceWorkerAfterLoad,
  ServiceWorkerUnsupportedError,
} from '../../public-site/src/offline/registerServiceWorker';

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

  function fakeWindow(readyState: DocumentReadyState) {
    const register = vi.fn().mockResolvedValue({});
    const listeners: Array<() => void> = [];
    const win = {
      navigator: { serviceWorker: { register } },
      document: { readyState },
      addEventListener: (type: string, listener: () => void) => {
        if (type === 'load') listeners.push(listener);
      },
    } as unknown as Window;
    return { win, register, fireLoad: () => listeners.forEach((listener) => listener()) };
  }

  it('waits for the load event of a page still loading', () => {
    const { win, register, fireLoad } = fakeWindow('interactive');
    registerServiceWorkerAfterLoad(win);
    expect(register).not.toHaveBeenCalled();
    fireLoad();
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('registers at once when the entry resumes after the load event (a top-level await)', () => {
    const { win, register } = fakeWindow('complete');
    registerServiceWorkerAfterLoad(win);
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });
});
