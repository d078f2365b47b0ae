import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/errors.js';
import { drawBanner } from './banner-art.js';
import * as repo from './content.repository.js';

export type ContentService = ReturnType<typeof createContentService>;

/** Banners, notices, promotions and help; for now the banner artwork. */
export function createContentService({ db }: { db: Db }) {
  async function getBannerArt(id: number): Promise<string> {
    const banner = await repo.findBanner(db, id);
    if (!banner) throw new AppError('error_not_found');
    return drawBanner(banner);
  }

  return { getBannerArt };
}
