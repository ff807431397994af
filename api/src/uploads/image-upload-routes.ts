/**
 * The local image service (spec section 3: the stage's image-upload cloud name and unsigned
 * upload preset). It takes the hosted service's unsigned upload as it is, so the portal's
 * uploader is the same in every stage:
 *   POST /image-service/v1_1/{cloud}/image/upload   multipart/form-data: file, upload_preset
 *     -> { public_id, secure_url, format, bytes, resource_type, … }
 *   GET  /uploads/images/{name}                     public, immutable (the name is the content's hash)
 * As with the hosted service the preset is the only gate (the portal never sends its token to
 * the image service): PNG, JPEG, WebP or GIF by their first bytes (no SVG), at most 1 MB, rate
 * limited per address like every public call.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { badRequest, notFound, Problem, unprocessable } from '../http/problem.js';
import { problemResponses } from '../http/schemas.js';

export const MAX_IMAGE_BYTES = 1024 * 1024;
const EXTENSIONS = { png: 'png', jpeg: 'jpg', webp: 'webp', gif: 'gif' } as const;
const TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp', gif: 'image/gif' };

/** What the file's first bytes say it is (an SVG or HTML file is none of these). */
function formatOf(bytes: Buffer): keyof typeof EXTENSIONS | null {
  const hex = bytes.subarray(0, 12).toString('hex');
  if (hex.startsWith('89504e470d0a1a0a')) return 'png';
  if (hex.startsWith('ffd8ff')) return 'jpeg';
  if (hex.startsWith('474946383')) return 'gif';
  if (hex.startsWith('52494646') && bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  return null;
}

export default async function imageUploadRoutes(app: FastifyInstance) {
  // the image-service stand-in: development and tests only (config.imageStandIn)
  const stage = app.config.imageStandIn;
  if (!stage) return;
  const folder = path.join(app.config.dataDir, 'uploads');
  // the form arrives whole (at most the body limit) and is read by the platform's own parser
  app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    '/image-service/v1_1/:cloud/image/upload',
    {
      config: { permission: 'public' },
      bodyLimit: MAX_IMAGE_BYTES + 64 * 1024,
      schema: {
        tags: ['uploads'],
        summary: 'Unsigned image upload, as the hosted image service takes it (multipart: file, upload_preset)',
        params: Type.Object({ cloud: Type.String({ pattern: '^[a-z0-9-]{1,64}$' }) }),
        response: {
          200: Type.Object({
            public_id: Type.String(),
            secure_url: Type.String(),
            url: Type.String(),
            format: Type.String(),
            bytes: Type.Integer(),
            resource_type: Type.Literal('image'),
            type: Type.Literal('upload'),
            created_at: Type.String(),
          }),
          ...problemResponses(400, 404, 413, 415, 422),
        },
      },
    },
    async (request) => {
      if (request.params.cloud !== stage.cloud) throw notFound('unknown-cloud', `There is no image cloud "${request.params.cloud}".`);
      if (!Buffer.isBuffer(request.body))
        throw new Problem(
          415,
          'upload-form',
          'Unsupported Media Type',
          'Send the image as multipart/form-data with file and upload_preset.',
        );
      let form: FormData;
      try {
        form = await new Response(request.body, { headers: { 'content-type': String(request.headers['content-type']) } }).formData();
      } catch {
        throw badRequest('upload-form', 'The multipart form could not be read.');
      }
      const preset = form.get('upload_preset');
      if (preset !== stage.preset)
        throw badRequest('unknown-upload-preset', `There is no upload preset "${String(preset ?? '')}".`, { field: 'upload_preset' });
      const file = form.get('file');
      if (!(file instanceof Blob))
        throw unprocessable('unsupported-image', 'Send the image as the form\'s "file" part.', { field: 'file' });
      if (file.size > MAX_IMAGE_BYTES) throw unprocessable('image-too-large', 'The image is larger than 1 MB.', { field: 'file' });
      const bytes = Buffer.from(await file.arrayBuffer());
      const format = formatOf(bytes);
      if (!format) throw unprocessable('unsupported-image', 'The file is not a PNG, JPEG, WebP or GIF image.', { field: 'file' });
      const id = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
      const name = `${id}.${EXTENSIONS[format]}`;
      await mkdir(folder, { recursive: true });
      await writeFile(path.join(folder, name), bytes);
      const url = `${request.protocol}://${request.host}/uploads/images/${name}`;
      return {
        public_id: id,
        secure_url: url,
        url,
        format: EXTENSIONS[format],
        bytes: bytes.length,
        resource_type: 'image' as const,
        type: 'upload' as const,
        created_at: new Date().toISOString(),
      };
    },
  );

  app.get(
    '/uploads/images/:name',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['uploads'],
        summary: 'An uploaded image (public, immutable)',
        params: Type.Object({ name: Type.String({ pattern: '^[0-9a-f]{32}\\.(png|jpg|webp|gif)$' }) }),
        response: { ...problemResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      let bytes: Buffer;
      try {
        bytes = await readFile(path.join(folder, name));
      } catch {
        throw notFound('image-not-found', `There is no uploaded image ${name}.`);
      }
      return reply.type(TYPES[name.split('.').pop()!]!).header('cache-control', 'public, max-age=31536000, immutable').send(bytes);
    },
  );
}
