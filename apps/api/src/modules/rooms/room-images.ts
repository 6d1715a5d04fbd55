import sharp from 'sharp';

export const MAX_IMAGE_WIDTH = 1600;
export const VARIANT_WIDTHS = [480, 960] as const;
const QUALITY = 78;
const LIMIT_INPUT_PIXELS = 40_000_000;
const RASTER_FORMATS = new Set(['jpeg', 'png', 'webp']);

// libvips keeps the results of recent operations (up to 50 MB) for a repeat of the same one on the same input;
// every picture here is processed once, so the cache only held memory.
sharp.cache(false);

export class UnsupportedImageError extends Error {
  constructor(message = 'Only JPEG, PNG and WebP images are accepted') {
    super(message);
    this.name = 'UnsupportedImageError';
  }
}

export interface EncodedRoomImage {
  data: Buffer;
  width: number;
  height: number;
  /** Narrower renditions for srcset, only those narrower than the image itself. */
  variants: { width: number; data: Buffer }[];
}

export interface EncodeOptions {
  /** Render SVG input: only for the demo pictures drawn by tools/room-art, never for uploads. */
  trustedSvg?: boolean;
  /** WebP effort 0–6 (default 4); the demo pictures, encoded once and committed, use the most. */
  effort?: number;
}

/**
 * Re-encode an image to WebP: oriented per EXIF, metadata stripped (sharp keeps none unless asked),
 * transparency flattened onto white, at most 1600 px wide. The input is decoded once; the image and
 * its variants are encoded from the same pixels.
 */
export async function encodeRoomImage(input: Buffer, options: EncodeOptions = {}): Promise<EncodedRoomImage> {
  const source = sharp(input, { limitInputPixels: LIMIT_INPUT_PIXELS, failOn: 'error' });
  let format: string | undefined;
  try {
    // The demo pictures' own SVG needs no sniffing (and parsing it twice costs more than encoding it).
    const ownSvg = options.trustedSvg && input.subarray(0, 5).toString('latin1') === '<svg ';
    format = ownSvg ? 'svg' : (await source.metadata()).format;
  } catch {
    throw new UnsupportedImageError();
  }
  if (!format || !(RASTER_FORMATS.has(format) || (format === 'svg' && options.trustedSvg))) {
    throw new UnsupportedImageError();
  }

  const { data: pixels, info } = await source
    .autoOrient()
    .resize({ width: MAX_IMAGE_WIDTH, withoutEnlargement: true })
    // Room photos need no transparency, and RGB encodes faster than RGBA.
    .flatten({ background: '#ffffff' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const encode = (width?: number) => {
    const img = sharp(pixels, raw);
    return (width ? img.resize({ width }) : img).webp({ quality: QUALITY, effort: options.effort ?? 4 }).toBuffer();
  };

  const widths = VARIANT_WIDTHS.filter((w) => w < info.width);
  const [data, ...variantData] = await Promise.all([encode(), ...widths.map((w) => encode(w))]);
  return {
    data: data as Buffer,
    width: info.width,
    height: info.height,
    variants: widths.map((width, i) => ({ width, data: variantData[i] as Buffer })),
  };
}
