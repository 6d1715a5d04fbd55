import { MAX_IMAGE_PIXELS, ROOM_ADMIN_MSG } from '@hotel/shared';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { AppError } from '../../lib/errors.js';
import { type EncodedRoomImage, encodeRoomImage, UnsupportedImageError } from './room-images.js';

// Decided by the bytes, never by the file name or the browser's Content-Type.
const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp']);

const unsupported = () => new AppError(415, ROOM_ADMIN_MSG.imageType, { images: ROOM_ADMIN_MSG.imageType });
const tooManyPixels = () =>
  new AppError(413, ROOM_ADMIN_MSG.imageTooManyPixels, { images: ROOM_ADMIN_MSG.imageTooManyPixels });

/**
 * Checks an uploaded file and re-encodes it for storage: JPEG, PNG or WebP by content; at most 40 MP read
 * from the header before any pixel is decoded (a pixel flood is refused, not decompressed); then sharp
 * re-encodes it to WebP, which drops metadata and anything hidden after the image data.
 */
export async function prepareRoomImage(data: Buffer): Promise<EncodedRoomImage> {
  const type = await fileTypeFromBuffer(data);
  if (!type || !ACCEPTED.has(type.mime)) throw unsupported();
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await sharp(data, { limitInputPixels: false }).metadata());
  } catch {
    throw unsupported();
  }
  if (!width || !height) throw unsupported();
  if (width * height > MAX_IMAGE_PIXELS) throw tooManyPixels();
  try {
    return await encodeRoomImage(data);
  } catch (err) {
    if (err instanceof UnsupportedImageError) throw unsupported();
    if (err instanceof Error && /pixel limit/i.test(err.message)) throw tooManyPixels();
    // The header was fine but the pixel data is not (truncated, corrupt): still not an image we can use.
    throw unsupported();
  }
}
