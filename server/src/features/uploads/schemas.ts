import { Type } from 'typebox';

/** An upload's name; an unknown or malformed one is a 404 (platform/uploads.ts checks it), not a 400. */
export const uploadNameParams = Type.Object({ name: Type.String() });
