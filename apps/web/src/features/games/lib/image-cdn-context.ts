import { createContext } from 'react';

/**
 * The operator's image CDNs (§3 permission info.imageCDNs), provided by the shell from the permission
 * answer; empty while it loads or when none is configured. Its own module: the shell carries only this.
 */
export const ImageCdnContext = createContext<readonly string[]>([]);
