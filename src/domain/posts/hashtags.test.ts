import { describe, expect, it } from 'vitest';
import { extractHashtags } from './hashtags.ts';

describe('extractHashtags', () => {
  it('finds tags anywhere, lowercases them and keeps first-seen order without repeats', () => {
    expect(extractHashtags('#Morning run by the #sea. #morning again')).toEqual(['morning', 'sea']);
  });

  it('understands Turkish letters and lowercases the dotted capital İ correctly', () => {
    expect(extractHashtags('Bugün #İstanbul çok güzel #çay')).toEqual(['istanbul', 'çay']);
  });

  it('ignores numbers, anchors inside words and repeated hashes', () => {
    expect(extractHashtags('Issue #12, mail me@x#tag, ##double, c#sharp')).toEqual([]);
  });

  it('gives nothing for text without tags', () => {
    expect(extractHashtags('')).toEqual([]);
    expect(extractHashtags('just words')).toEqual([]);
  });
});
