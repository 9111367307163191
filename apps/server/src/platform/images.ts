import { AppError } from '../errors.ts';

/** SECURITY.md uploads: JPEG/PNG/WebP by content, ≤ 25 megapixels, re-encoded (metadata stripped). */
export const ALLOWED_IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);
export const MAX_INPUT_PIXELS = 25_000_000;

export const IMAGE_MESSAGES = {
  tooManyPixels: '이미지 크기가 너무 커요. 2,500만 화소 이하의 이미지를 올려 주세요.',
  tooLarge: '5MB 이하의 이미지만 올릴 수 있어요.',
  missing: '올릴 이미지를 선택해 주세요.',
  broken: '이미지를 제대로 받지 못했어요. 다시 올려 주세요.',
} as const;

export type EncodedImage = {
  data: Buffer;
  contentType: 'image/webp';
  extension: 'webp';
  width: number;
  height: number;
};

/**
 * The upload pipeline: sniff the magic bytes (file-type says nothing for SVG or HTML, whatever the file name or
 * the declared type — STACK-NOTES trap 11), refuse pixel floods before decoding, honour the EXIF orientation, fit
 * within `maxSide`, and re-encode to WebP, which drops EXIF/GPS and anything smuggled after the image data.
 */
export async function reencodeImage(input: Buffer, { maxSide }: { maxSide: number }): Promise<EncodedImage> {
  if (input.length === 0) throw new AppError('INVALID_IMAGE');
  // Loaded on the first upload: a server that never receives an image does not keep sharp and its native library
  // (~30 MB resident) in memory.
  const [{ fileTypeFromBuffer }, { default: sharp }] = await Promise.all([
    import('file-type'),
    import('sharp'),
  ]);
  const sniffed = await fileTypeFromBuffer(input);
  if (!sniffed || !ALLOWED_IMAGE_TYPES.has(sniffed.mime)) throw new AppError('INVALID_IMAGE');
  try {
    const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { data, contentType: 'image/webp', extension: 'webp', width: info.width, height: info.height };
  } catch (error) {
    const isFlood = error instanceof Error && /pixel limit/i.test(error.message);
    throw new AppError('INVALID_IMAGE', {
      ...(isFlood ? { message: IMAGE_MESSAGES.tooManyPixels } : {}),
      cause: error,
    });
  }
}
