export * from './compose';
export * from './intent';
export * from './title';
export * from './prompt';
export * from './time-zone';
