import { describe, expect, it } from 'vitest';
import { COMMENT_TEXT_MAX, POST_TEXT_MAX } from '../../../shared/constants.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import { commentProblem, postProblem } from './post-rules.ts';

describe('postProblem (spec section 5)', () => {
  it('needs text or an image', () => {
    expect(postProblem('', false)).toBe(MESSAGES.postEmptyClient);
    expect(postProblem('   \n', false)).toBe(MESSAGES.postEmptyClient);
    expect(postProblem('', true)).toBeNull();
    expect(postProblem('hi', false)).toBeNull();
  });

  it('counts text of invisible characters only as no text (issue 30)', () => {
    expect(postProblem('\u200B\u200D \u2060', false)).toBe(MESSAGES.postEmptyClient);
    expect(postProblem('\u200B', true)).toBeNull();
    expect(postProblem('❤️', false)).toBeNull();
  });

  it('allows 280 characters after trimming, not 281', () => {
    expect(postProblem(` ${'a'.repeat(POST_TEXT_MAX)} `, false)).toBeNull();
    expect(postProblem('a'.repeat(POST_TEXT_MAX + 1), true)).toBe(MESSAGES.postTooLong);
  });
});

describe('commentProblem (spec section 5)', () => {
  it('is trimmed, 1 to 500 characters', () => {
    expect(commentProblem('  ')).toBe(MESSAGES.commentEmpty);
    expect(commentProblem(' \u200B\uFEFF ')).toBe(MESSAGES.commentEmpty);
    expect(commentProblem(' ok ')).toBeNull();
    expect(commentProblem('a'.repeat(COMMENT_TEXT_MAX))).toBeNull();
    expect(commentProblem('a'.repeat(COMMENT_TEXT_MAX + 1))).toBe(MESSAGES.commentTooLong);
  });
});
