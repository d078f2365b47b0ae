import { z } from 'zod';

/** Rows keyed by a 32-bit identity column (deposit methods, banners, notices, help items…). */
export const SERIAL_ID_MAX = 2_147_483_647;
export const SerialIdSchema = z.number().int().min(1).max(SERIAL_ID_MAX);
/** The same id written in a path or a query string. */
export const SerialIdTextSchema = z.coerce.number().int().min(1).max(SERIAL_ID_MAX);
