export * from './core';
export * from './references';
