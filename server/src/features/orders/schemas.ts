const UUID = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';
const uuid = { type: 'string', pattern: UUID } as const;

export const orderIdParams = { type: 'object', required: ['id'], properties: { id: uuid } } as const;
export const proofParams = { type: 'object', required: ['id', 'proofId'], properties: { id: uuid, proofId: uuid } } as const;
