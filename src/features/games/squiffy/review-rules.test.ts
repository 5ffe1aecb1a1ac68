import { describe, expect, it } from 'vitest';
import { checkReview, COMMENT_MAX, counterText, REVIEW_MESSAGES } from './review-rules';

describe('the Squiffy review', () => {
  it('needs a thumb, up or down', () => {
    expect(checkReview({ positive: null, comment: 'Great cards' })).toEqual({
      ok: false,
      field: 'thumb',
      message: REVIEW_MESSAGES.noThumb,
    });
    expect(checkReview({ positive: false, comment: '' })).toEqual({
      ok: true,
      positive: false,
      comment: '',
    });
  });

  it('takes an optional comment, trimmed, up to the limit', () => {
    expect(checkReview({ positive: true, comment: '  More duels!  ' })).toEqual({
      ok: true,
      positive: true,
      comment: 'More duels!',
    });
    const longest = 'a'.repeat(COMMENT_MAX);
    expect(checkReview({ positive: true, comment: ` ${longest} ` }).ok).toBe(true);
    expect(checkReview({ positive: true, comment: longest + 'b' })).toEqual({
      ok: false,
      field: 'comment',
      message: 'Keep the comment to 500 characters: it has 501.',
    });
  });

  it('counts the characters typed', () => {
    expect(counterText('')).toBe('0 / 500');
    expect(counterText('Loved it')).toBe('8 / 500');
  });
});
