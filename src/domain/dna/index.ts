export * from './genotype';
export * from './kit';
export * from './merge';
export * from './report';
export * from './snps';
