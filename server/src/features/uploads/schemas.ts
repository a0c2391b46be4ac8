/** An upload's name; an unknown or malformed one is a 404 (platform/uploads.ts checks it), not a 400. */
export const uploadNameParams = { type: 'object', required: ['name'], properties: { name: { type: 'string' } } } as const;
