/** See chromium.mjs. */
export interface Machine {
  env: Record<string, string | undefined>;
  exists(file: string): boolean;
  onPath(name: string): string | undefined;
  playwrightBrowser(): string | undefined;
  isRoot(): boolean;
  run(command: string, args: string[]): boolean;
}
export type Found = { path: string; source: 'CHROMIUM_PATH' | 'PATH' | 'Playwright' };
export declare const INSTALL_HINT: string;
export declare function machine(): Machine;
export declare function findChromium(m?: Machine): Found | undefined;
export declare function ensureChromium(m?: Machine): ({ ok: true; installed?: 'playwright' | 'apt' } & Found) | { ok: false; message: string };
export declare function chromiumPath(): string;
