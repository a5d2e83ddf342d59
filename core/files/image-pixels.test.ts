import { describe, expect, it } from 'vitest';
import { imagePixelsProblem, MAX_IMAGE_PIXELS } from './image-pixels.ts';

describe('image pixel bound', () => {
  it('takes a camera photo or a scan, and refuses a canvas over 24 megapixels', () => {
    expect(MAX_IMAGE_PIXELS).toBe(24_000_000);
    expect(imagePixelsProblem(6000, 4000)).toBeUndefined();
    expect(imagePixelsProblem(2480, 3508)).toBeUndefined();
    expect(imagePixelsProblem(6000, 4001)).toBe('The image is too large: at most 24 megapixels');
    expect(imagePixelsProblem(10_000, 10_000)).toBe('The image is too large: at most 24 megapixels');
  });
});
