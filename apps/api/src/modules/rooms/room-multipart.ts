import type { SwaggerTransform } from '@fastify/swagger';
import { MAX_IMAGE_BYTES, MAX_ROOM_IMAGES, MSG, ROOM_ADMIN_MSG, type RoomFields, roomFields } from '@hotel/shared';
import type { FastifyRequest } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, ValidationError } from '../../lib/errors.js';

/** Limits handed to @fastify/multipart for the room form. */
export const ROOM_MULTIPART_LIMITS = {
  fileSize: MAX_IMAGE_BYTES,
  files: MAX_ROOM_IMAGES,
  fields: 20,
  fieldSize: 4096,
  parts: 30,
  headerPairs: 50,
};

const LIMIT_ERRORS: Record<string, () => AppError> = {
  FST_FILES_LIMIT: () => new ValidationError(MSG.maxImages, { images: MSG.maxImages }),
  FST_REQ_FILE_TOO_LARGE: () =>
    new AppError(413, ROOM_ADMIN_MSG.imageTooLarge, { images: ROOM_ADMIN_MSG.imageTooLarge }),
  FST_FIELDS_LIMIT: () => new AppError(413, 'Too many form fields'),
  FST_PARTS_LIMIT: () => new AppError(413, 'Too many form parts'),
};

function fieldErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string; code: string; keys?: string[] }[],
) {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys' && issue.keys) {
      for (const key of issue.keys) errors[key] = 'This field is not allowed';
      continue;
    }
    const field = issue.path.map(String).join('.') || 'body';
    errors[field] ??= issue.message;
  }
  return errors;
}

/** What readRoomForm reads, as the API docs show it: the room's fields and its image files. */
const roomFormData = roomFields.extend({
  images: z
    .array(z.string().meta({ format: 'binary' }))
    .max(MAX_ROOM_IMAGES)
    .optional()
    .meta({ description: `Up to ${MAX_ROOM_IMAGES} JPEG, PNG or WebP files of at most 5 MB each` }),
});

/**
 * The room routes' OpenAPI entry, with the room form as its multipart body. The body is read part by part in the
 * handler (readRoomForm), so the schema is given to the docs, not to Fastify's validation of a parsed body.
 */
export const documentRoomForm: SwaggerTransform = (document) =>
  jsonSchemaTransform({
    ...document,
    schema: { ...document.schema, body: roomFormData, consumes: ['multipart/form-data'] },
  });

/**
 * Reads the room form: text fields and up to five `images` files, each buffered within the size limit.
 * The uploads' own names and content types are not kept: only their bytes go on, to be checked by content.
 */
export async function readRoomForm(request: FastifyRequest): Promise<{ fields: RoomFields; files: Buffer[] }> {
  if (!request.isMultipart()) throw new AppError(415, ROOM_ADMIN_MSG.notMultipart);
  const raw: Record<string, string> = {};
  const keepImages: string[] = [];
  let keepGiven = false;
  const files: Buffer[] = [];
  const unexpected: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname === 'images') {
          if (data.length > 0) files.push(data);
        } else unexpected[part.fieldname] = 'This field is not allowed';
      } else if (part.fieldname === 'keepImages') {
        keepGiven = true;
        for (const name of String(part.value).split(',')) if (name.trim()) keepImages.push(name.trim());
      } else {
        raw[part.fieldname] = String(part.value);
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    const mapped = code ? LIMIT_ERRORS[code] : undefined;
    if (mapped) throw mapped();
    if (err instanceof AppError) throw err;
    throw new AppError(400, 'The form could not be read');
  }
  const parsed = roomFields.safeParse(keepGiven ? { ...raw, keepImages } : raw);
  const errors = { ...(parsed.success ? {} : fieldErrors(parsed.error.issues as never)), ...unexpected };
  if (!parsed.success || Object.keys(errors).length > 0) {
    if (errors.keepImages === MSG.maxImages) throw new ValidationError(MSG.maxImages, { images: MSG.maxImages });
    throw new ValidationError(MSG.validation, errors);
  }
  return { fields: parsed.data, files };
}
