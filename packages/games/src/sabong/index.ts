// Sabong (cockfight) pari-mutuel pools and settlement. README.md has the rules.
export * from './parimutuel';
export * from './bet';
