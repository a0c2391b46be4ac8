import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../../server/src/config';
import { checkMenusFile, MENUS_FILE } from '../../server/src/platform/menus';

describe("the gateway's check of schemas/menus.json", () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'bisa-menus-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const write = (name: string, text: string) => {
    const file = path.join(dir, name);
    writeFileSync(file, text);
    return file;
  };

  it('accepts the checked-in file', () => {
    expect(() => checkMenusFile()).not.toThrow();
  });

  it('stops the start with the file name and what is wrong', () => {
    const menus = JSON.parse(readFileSync(MENUS_FILE, 'utf8'));
    menus.roles.Trainee.area = 'backoffice';
    const file = write('wrong-area.json', JSON.stringify(menus));
    expect(() => checkMenusFile(file)).toThrow(ConfigError);
    expect(() => checkMenusFile(file)).toThrow(new RegExp(`^${file} does not match .*menus\\.schema\\.json: .*Trainee.*area`));
  });

  it('names the file when it is not JSON at all', () => {
    const file = write('broken.json', '{ "roles": ');
    expect(() => checkMenusFile(file)).toThrow(new RegExp(`^${file}: `));
  });
});
