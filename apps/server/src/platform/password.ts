import { hash, verify } from '@node-rs/argon2';

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** False for a wrong password and for a missing hash (after the same work, so timing tells nothing). */
  verify(passwordHash: string | null, password: string): Promise<boolean>;
}

export interface HasherOptions {
  memoryCost: number;
  timeCost: number;
}

/** argon2id; the costs come from config (tests lower them through the config object). */
export function createPasswordHasher(options: HasherOptions): PasswordHasher {
  // @node-rs/argon2 hashes with argon2id by default.
  const params = { memoryCost: options.memoryCost, timeCost: options.timeCost };
  // A hash of a random password, verified when there is no member or no password, so that an unknown
  // username costs as much as a known one.
  const dummy = hash(`dummy-${Math.random()}`, params);
  return {
    hash: (password) => hash(password, params),
    async verify(passwordHash, password) {
      if (!passwordHash) {
        await verify(await dummy, password).catch(() => false);
        return false;
      }
      return verify(passwordHash, password).catch(() => false);
    },
  };
}

/** argon2id with the library's defaults (OWASP-recommended memory and time costs). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password);
}
