import { describe, expect, it } from 'vitest';
import type { PostPage } from './api/social.ts';
import { firstCardImage } from './bootstrap.ts';

const image = (url: string, thumbUrl: string | null) => ({
  url,
  thumbUrl,
  contentType: 'image/webp',
});
const page = (posts: unknown[]) => ({ posts, nextCursor: null }) as unknown as PostPage;

describe('firstCardImage', () => {
  it("is the first card's first picture as the card shows it: the thumbnail, else the image", () => {
    expect(
      firstCardImage(page([{ images: [image('/a.webp', '/a_thumb.webp')], media: null }])),
    ).toBe('/a_thumb.webp');
    expect(firstCardImage(page([{ images: [], media: image('/b.webp', null) }]))).toBe('/b.webp');
  });

  it('is null for an empty page or a first card without a picture', () => {
    expect(firstCardImage(page([]))).toBeNull();
    expect(
      firstCardImage(page([{ images: [], media: null }, { media: image('/c', null) }])),
    ).toBeNull();
  });
});
