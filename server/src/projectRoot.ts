import path from 'node:path';

/**
 * The project's root folder: the gateway reads files that ship beside its code (the migrations, the form definitions,
 * the menus, package.json) from here. This module sits two levels below the root both as source (server/src) and in
 * the production build (dist/gateway, one bundle: scripts/build-gateway.mjs), so every file is found by its path from
 * the root, never by its path from the module that reads it (which a bundle changes).
 */
export const PROJECT_ROOT = path.resolve(import.meta.dirname, '..', '..');

/** A file or folder of the project by its path from the root. */
export const fromProjectRoot = (...segments: string[]) => path.join(PROJECT_ROOT, ...segments);
