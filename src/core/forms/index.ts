export * from './definition';
export * from './validation';
export * from './scoring';
export * from './roles';
export * from './instances';
