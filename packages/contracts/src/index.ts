export * from './language.js';
export * from './errors.js';
export * from './envelope.js';
export * from './endpoint.js';
export * from './system.js';
export * from './games.js';

import { gamesEndpoints } from './games.js';
import { systemEndpoints } from './system.js';

/** Every call the server answers; /docs is generated from this list. */
export const endpoints = { system: systemEndpoints, games: gamesEndpoints };
