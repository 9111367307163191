import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { reencodeImage } from './images.ts';

describe('image pipeline', () => {
  it('honours the EXIF orientation before stripping it', async () => {
    // A 300×100 landscape stored with orientation 6 (rotate 90°) is a 100×300 portrait to the viewer.
    const input = await sharp({ create: { width: 300, height: 100, channels: 3, background: '#336699' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const out = await reencodeImage(input, { maxSide: 512 });
    const meta = await sharp(out.data).metadata();
    expect([meta.width, meta.height]).toEqual([100, 300]);
    expect(meta.orientation).toBeUndefined();
    expect(meta.exif).toBeUndefined();
  });

  it('accepts WebP and PNG, never enlarges, and refuses GIF, empty and truncated files', async () => {
    const webp = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#123456' } })
      .webp()
      .toBuffer();
    expect((await reencodeImage(webp, { maxSide: 512 })).width).toBe(64);
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123456' } })
      .gif()
      .toBuffer();
    await expect(reencodeImage(gif, { maxSide: 512 })).rejects.toMatchObject({ code: 'INVALID_IMAGE' });
    await expect(reencodeImage(Buffer.alloc(0), { maxSide: 512 })).rejects.toMatchObject({
      code: 'INVALID_IMAGE',
    });
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#654321' } })
      .png()
      .toBuffer();
    await expect(reencodeImage(png.subarray(0, 40), { maxSide: 512 })).rejects.toMatchObject({
      code: 'INVALID_IMAGE',
    });
  });
});
