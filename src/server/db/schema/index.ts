export * from './core';
export * from './references';
export * from './identity';
export * from './commerce';
export * from './staff';
export * from './blood';
export * from './habits';
export * from './membership';
