/**
 * A local stand-in for the stage's image-upload service (spec section 3: cloud name and unsigned
 * upload preset), with the same request shape: `{ file: <data URL>, upload_preset }` answered by
 * `{ public_id, secure_url, format, bytes }`. The age gate's logo and background use it until
 * the platform-services issue brings the real service.
 *   POST /uploads/images         (projectsEdit) PNG, JPEG, WebP or GIF, at most 1 MB
 *   GET  /uploads/images/{name}  public, immutable (the name is the content's hash)
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { badRequest, notFound, unprocessable } from '../http/problem.js';
import { problemResponses } from '../http/schemas.js';

export const MAX_IMAGE_BYTES = 1024 * 1024;
const DATA_URL = /^data:image\/(png|jpeg|webp|gif);base64,([A-Za-z0-9+/]+={0,2})$/;
const EXTENSIONS = { png: 'png', jpeg: 'jpg', webp: 'webp', gif: 'gif' } as const;
const TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp', gif: 'image/gif' };

/** The file's first bytes must say what its data URL says (no SVG or HTML under an image type). */
function looksLike(format: keyof typeof EXTENSIONS, bytes: Buffer): boolean {
  const hex = bytes.subarray(0, 12).toString('hex');
  switch (format) {
    case 'png': return hex.startsWith('89504e470d0a1a0a');
    case 'jpeg': return hex.startsWith('ffd8ff');
    case 'gif': return hex.startsWith('474946383');
    case 'webp': return hex.startsWith('52494646') && bytes.subarray(8, 12).toString('latin1') === 'WEBP';
  }
}

export default async function imageUploadRoutes(untyped: FastifyInstance) {
  const app = untyped.withTypeProvider<TypeBoxTypeProvider>();
  const folder = path.join(app.config.dataDir, 'uploads');

  app.post('/uploads/images', {
    config: { permission: 'projectsEdit' },
    // base64 makes a 1 MB image about 1.37 MB of JSON
    bodyLimit: 1_500_000,
    schema: {
      tags: ['uploads'],
      summary: 'Upload an image (the image service\'s unsigned upload: file as a data URL, upload_preset)',
      body: Type.Object({
        file: Type.String({ maxLength: 1_450_000, description: 'data:image/png;base64,… (PNG, JPEG, WebP or GIF)' }),
        upload_preset: Type.String({ minLength: 1, maxLength: 100 }),
      }, { additionalProperties: false }),
      response: {
        201: Type.Object({ public_id: Type.String(), secure_url: Type.String(), format: Type.String(), bytes: Type.Integer() }),
        ...problemResponses(400, 401, 403, 413, 422),
      },
    },
  }, async (request, reply) => {
    const { file, upload_preset: preset } = request.body;
    if (preset !== app.config.imageUploadPreset) throw badRequest('unknown-upload-preset', `There is no upload preset "${preset}".`, { field: 'upload_preset' });
    const match = DATA_URL.exec(file);
    if (!match) throw unprocessable('unsupported-image', 'Send a PNG, JPEG, WebP or GIF image as a base64 data URL.', { field: 'file' });
    const format = match[1] as keyof typeof EXTENSIONS;
    const bytes = Buffer.from(match[2]!, 'base64');
    if (bytes.length > MAX_IMAGE_BYTES) throw unprocessable('image-too-large', 'The image is larger than 1 MB.', { field: 'file' });
    if (!looksLike(format, bytes)) throw unprocessable('unsupported-image', `The file is not a ${format.toUpperCase()} image.`, { field: 'file' });
    const id = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
    const name = `${id}.${EXTENSIONS[format]}`;
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, name), bytes);
    const base = `${request.protocol}://${request.host}`;
    return reply.status(201).send({ public_id: id, secure_url: `${base}/uploads/images/${name}`, format: EXTENSIONS[format], bytes: bytes.length });
  });

  app.get('/uploads/images/:name', {
    config: { permission: 'public' },
    schema: {
      tags: ['uploads'],
      summary: 'An uploaded image (public, immutable)',
      params: Type.Object({ name: Type.String({ pattern: '^[0-9a-f]{32}\\.(png|jpg|webp|gif)$' }) }),
      response: { ...problemResponses(400, 404) },
    },
  }, async (request, reply) => {
    const { name } = request.params;
    let bytes: Buffer;
    try {
      bytes = await readFile(path.join(folder, name));
    } catch {
      throw notFound('image-not-found', `There is no uploaded image ${name}.`);
    }
    return reply
      .type(TYPES[name.split('.').pop()!]!)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(bytes);
  });
}
