import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * `tsc -b` checks each workspace against its own platform: the core without the DOM or Node's types, the browser
 * client with the DOM and without Node, the server with Node and without the DOM. Each probe is compiled with the
 * project's own settings (its tsconfig.json), as `tsc -b` compiles the project's files.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');

function diagnosticsOf(project: string, probe: string, extraFiles: string[] = []): string[] {
  const configPath = path.join(ROOT, project, 'tsconfig.json');
  const parsed = ts.getParsedCommandLineOfConfigFile(
    configPath,
    { noEmit: true },
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined },
  );
  if (!parsed) throw new Error(`${configPath} does not parse`);
  const probePath = path.join(ROOT, project, 'src', '__probe__.ts');
  const host = ts.createCompilerHost({ ...parsed.options, composite: false, noEmit: true });
  const readFile = host.readFile.bind(host);
  host.readFile = (file) => (path.resolve(file) === probePath ? probe : readFile(file));
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (file) => path.resolve(file) === probePath || fileExists(file);
  const program = ts.createProgram({
    rootNames: [probePath, ...extraFiles.map((file) => path.join(ROOT, file))],
    options: { ...parsed.options, composite: false, noEmit: true },
    host,
  });
  return ts
    .getPreEmitDiagnostics(program)
    .filter((diagnostic) => diagnostic.file && path.resolve(diagnostic.file.fileName) === probePath)
    .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, ' '));
}

const CORE_PLATFORM = ['packages/core/src/webPlatform.d.ts'];

describe('platform-true workspaces', () => {
  it('the core does not build when it touches window, document, localStorage or Buffer', () => {
    for (const name of ['window', 'document', 'localStorage', 'Buffer']) {
      const messages = diagnosticsOf('packages/core', `export const probe = typeof ${name};`, CORE_PLATFORM);
      expect(messages).toHaveLength(1);
      expect(messages[0]).toMatch(new RegExp(`^Cannot find name '${name}'\\.`));
    }
  });

  it('the core builds with what every runtime has (the URL standard)', () => {
    expect(
      diagnosticsOf('packages/core', "export const probe = new URL('/a?b=1', 'https://x.invalid').searchParams.get('b');", CORE_PLATFORM),
    ).toEqual([]);
  });

  it("the browser client has the DOM and not Node's types", () => {
    expect(diagnosticsOf('packages/client', 'export const probe = document.title;')).toEqual([]);
    expect(diagnosticsOf('packages/client', "export const probe = Buffer.from('x');").join(' ')).toContain("Cannot find name 'Buffer'");
  });

  it("the server has Node's types and not the DOM", () => {
    expect(diagnosticsOf('server', "export const probe = Buffer.from('x');")).toEqual([]);
    expect(diagnosticsOf('server', 'export const probe = document.title;').join(' ')).toContain("Cannot find name 'document'");
  });
});
