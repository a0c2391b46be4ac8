export * from './definition';
export * from './validation';
export * from './messages';
export * from './scoring';
export * from './roles';
export * from './instances';
