import { execFile } from 'node:child_process';
import { constants } from 'node:fs';
import { access, copyFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** A presentation converts in well under this on a small machine; a stuck converter must not hold the gateway. */
export const CONVERSION_TIMEOUT_MS = 120_000;

let converter: Promise<string | null> | undefined;

/** The first of the names that is an executable file on the PATH, or null (no process is started to look). */
async function onPath(names: readonly string[]): Promise<string | null> {
  const dirs = (process.env.PATH ?? '').split(path.delimiter).filter(Boolean);
  for (const name of names)
    for (const dir of dirs) {
      const candidate = path.join(dir, name);
      try {
        await access(candidate, constants.X_OK);
        return candidate;
      } catch {
        // Not in this folder.
      }
    }
  return null;
}

/**
 * LibreOffice's command (`soffice`, or `libreoffice` as some distributions name it), looked for once per gateway
 * process (at start: the studio's routes ask when they are registered). Without it a PPTX is offered for download only.
 */
export function officeConverter(): Promise<string | null> {
  converter ??= onPath(['soffice', 'libreoffice']);
  return converter;
}

/**
 * The presentation at `source` rendered as a PDF stored at `target` (both absolute). LibreOffice runs headless with
 * its own throw-away profile (two conversions at once would fight over the default one) and a timeout; false when
 * there is no converter or it failed, which leaves the PPTX as a download.
 */
export async function convertPptxToPdf(source: string, target: string): Promise<boolean> {
  const command = await officeConverter();
  if (!command) return false;
  const work = await mkdtemp(path.join(os.tmpdir(), 'pptx-'));
  try {
    const profile = `file://${path.join(work, 'profile')}`;
    await run(command, [`-env:UserInstallation=${profile}`, '--headless', '--norestore', '--convert-to', 'pdf', '--outdir', work, source], {
      timeout: CONVERSION_TIMEOUT_MS,
      killSignal: 'SIGKILL',
    });
    const produced = path.join(work, `${path.parse(source).name}.pdf`);
    await mkdir(path.dirname(target), { recursive: true });
    // Copied, not renamed: the temporary folder may be on another file system than the data folder.
    await copyFile(produced, target);
    return true;
  } catch {
    return false;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
