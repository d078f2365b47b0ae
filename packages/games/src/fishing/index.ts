export * from './shot';
export * from './simulate';
