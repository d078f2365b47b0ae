import {
  adminContentImageEndpoints,
  CONTENT_IMAGE_MAX_BASE64,
  CONTENT_IMAGE_MAX_BYTES,
  contentImageUrl,
  type ContentImage,
  type ContentImageType,
} from '@swerte/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentImages } from '../../db/media-schema.js';
import { writeAudit } from '../../platform/audit.js';
import { requireOperator } from '../../platform/auth.js';
import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/errors.js';
import { decodeBase64Upload, sniffImage } from '../../platform/image-type.js';
import { registerEndpoint } from '../../platform/route.js';

export type ContentImages = ReturnType<typeof createContentImages>;

const EXTENSION_TYPES: Record<string, ContentImageType> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
};

/** Operators' uploaded pictures: checked by their bytes and size, stored, audited and served. */
export function createContentImages(db: Db) {
  /** error_image_type unless the bytes are a PNG, JPEG or WebP; error_image_too_large above 2 MB. */
  async function upload(
    input: { image: string; name: string },
    by: { actor: string; ip: string },
  ): Promise<ContentImage> {
    const data = decodeBase64Upload(input.image);
    if (!data) throw new AppError('error_image_type');
    if (data.length > CONTENT_IMAGE_MAX_BYTES) throw new AppError('error_image_too_large');
    const mime = sniffImage(data);
    if (!mime) throw new AppError('error_image_type');
    return db.transaction(async (tx) => {
      const [row] = await tx
        .insert(contentImages)
        .values({ mime, size: data.length, name: input.name, data, uploadedBy: by.actor })
        .returning({ id: contentImages.id, createdAt: contentImages.createdAt });
      if (!row) throw new AppError('error_conflict');
      const image: ContentImage = {
        id: row.id,
        url: contentImageUrl(row.id, mime),
        mime,
        size: data.length,
        name: input.name,
        createdAt: row.createdAt.toISOString(),
      };
      await writeAudit(tx, { ...by, action: 'content.image.upload', before: null, after: image });
      return image;
    });
  }

  /** The bytes of `<id>.<ext>`; not found when the extension is not the picture's own type. */
  async function read(file: string): Promise<{ mime: ContentImageType; data: Buffer }> {
    const [idText, extension = ''] = file.split('.');
    const [row] = await db
      .select({ mime: contentImages.mime, data: contentImages.data })
      .from(contentImages)
      .where(eq(contentImages.id, Number(idText)))
      .limit(1);
    if (!row || EXTENSION_TYPES[extension] !== row.mime) throw new AppError('error_not_found');
    return row;
  }

  return { upload, read };
}

/** Base64 of the largest picture, in JSON, with its name. */
const UPLOAD_BODY_LIMIT = CONTENT_IMAGE_MAX_BASE64 + 16 * 1024;

export function registerContentImageRoutes(
  app: FastifyInstance,
  { images, ipOf }: { images: ContentImages; ipOf: (request: FastifyRequest) => string },
): void {
  // The picture travels as base64 inside the JSON body, so this one call gets a larger body limit.
  void app.register((scope, _options, done) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: UPLOAD_BODY_LIMIT },
      scope.getDefaultJsonParser('error', 'ignore'),
    );
    registerEndpoint(scope, adminContentImageEndpoints.upload, ({ body, request }) =>
      images.upload(body, { actor: `operator:${requireOperator(request).operatorId}`, ip: ipOf(request) }),
    );
    done();
  });

  app.withTypeProvider<ZodTypeProvider>().get(
    '/media/uploads/:file',
    {
      schema: {
        summary: 'A picture an operator uploaded (PNG, JPEG or WebP), with its own type',
        tags: ['media'],
        params: z.object({ file: z.string().regex(/^\d{1,15}\.(png|jpg|webp)$/) }),
      },
    },
    async (request, reply) => {
      const image = await images.read(request.params.file);
      // An upload never changes (a new picture gets a new id), so it may be cached for good; the type is
      // the one its bytes proved, and nosniff keeps a browser from reading it as anything else.
      return reply
        .type(image.mime)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('content-disposition', 'inline')
        .send(image.data);
    },
  );
}
