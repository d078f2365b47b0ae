export * from './shot';
