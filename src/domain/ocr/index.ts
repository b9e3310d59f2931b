export * from './dates';
export * from './markers';
export * from './parse';
export * from './synonyms';
export * from './text';
export * from './units';
export * from './evidence';
