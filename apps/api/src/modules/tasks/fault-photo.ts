import { TASK_MSG } from '@hotel/shared';
import { AppError, ValidationError } from '../../lib/errors.js';
import { prepareRoomImage } from '../rooms/room-uploads.js';

/**
 * A fault's photo goes through the room images' rules (sniffed by content, at most 40 MP, re-encoded to WebP
 * without metadata); a refusal names the form's `photo` field. One size is kept: staff open it full size.
 */
export async function prepareFaultPhoto(data: Buffer): Promise<{ data: Buffer; width: number; height: number }> {
  try {
    const { data: webp, width, height } = await prepareRoomImage(data);
    return { data: webp, width, height };
  } catch (err) {
    if (err instanceof AppError && err.statusCode === 413) {
      throw new ValidationError(TASK_MSG.photoTooManyPixels, { photo: TASK_MSG.photoTooManyPixels });
    }
    if (err instanceof AppError) throw new ValidationError(TASK_MSG.photoType, { photo: TASK_MSG.photoType });
    throw err;
  }
}
