import { describe, expect, it } from 'vitest';
import { POST_SEARCH_LIMIT } from '../../shared/constants.ts';
import {
  POST_SEARCH_WEIGHTS,
  postSearchKeys,
  rankPostSearch,
  scorePostForSearch,
  searchTerms,
} from './post-search.ts';

const post = (
  id: string,
  topics: string[],
  content = '',
  authorName = 'Someone',
  minutesAgo = 0,
) => ({
  id,
  topics,
  content,
  authorName,
  createdAt: new Date(Date.UTC(2026, 10, 21, 12, 0) - minutesAgo * 60_000),
});

describe('post search', () => {
  it('splits a query into topic terms without hashes or punctuation', () => {
    expect(searchTerms('#Sunset, calm!  sunset')).toEqual(['sunset', 'calm']);
  });

  it('requires a shared topic', () => {
    expect(
      scorePostForSearch(post('1', ['coffee'], 'sunset everywhere', 'Sunset Fan'), 'sunset'),
    ).toBe(0);
  });

  it('scores 5 per topic, 3 for content, 2 for author', () => {
    const { topic, content, author } = POST_SEARCH_WEIGHTS;
    expect(scorePostForSearch(post('1', ['sunset']), 'sunset')).toBe(topic);
    expect(scorePostForSearch(post('1', ['sunset'], 'a sunset walk'), 'sunset')).toBe(
      topic + content,
    );
    expect(scorePostForSearch(post('1', ['sunset'], 'sunset', 'Sunset Sam'), '#sunset')).toBe(
      topic + content + author,
    );
    expect(scorePostForSearch(post('1', ['sunset', 'sea']), 'sunset sea')).toBe(2 * topic);
  });

  it('ranks by score, then newest, and keeps 12', () => {
    const ranked = rankPostSearch(
      [
        post('old', ['tea'], '', 'x', 10),
        post('new', ['tea'], '', 'x', 1),
        post('best', ['tea'], 'tea time'),
      ],
      'tea',
    );
    expect(ranked.map((p) => p.id)).toEqual(['best', 'new', 'old']);
    const many = Array.from({ length: 20 }, (_, i) => post(String(i), ['tea']));
    expect(rankPostSearch(many, 'tea')).toHaveLength(POST_SEARCH_LIMIT);
  });

  it('folds both ways: yuruyus finds #yürüyüş and yürüyüş finds #yuruyus', () => {
    expect(searchTerms('#Yürüyüş İstanbul')).toEqual(['yuruyus', 'istanbul']);
    expect(scorePostForSearch(post('1', ['yürüyüş']), 'yuruyus')).toBeGreaterThan(0);
    expect(scorePostForSearch(post('1', ['yuruyus']), 'Yürüyüş')).toBeGreaterThan(0);
    const { topic, content, author } = POST_SEARCH_WEIGHTS;
    expect(
      scorePostForSearch(post('1', ['yılmaz'], 'Yılmaz ile yürüdük', 'Ayşe Yılmaz'), 'yilmaz'),
    ).toBe(topic + content + author);
  });

  it('finds a mood by its Turkish name without diacritics', () => {
    expect(searchTerms('uzgun')).toEqual(['uzgun', 'sadness']);
  });

  it('stores folded, unique keys of hashtags, topics and emotion', () => {
    expect(
      postSearchKeys({
        hashtags: ['yürüyüş', 'İstanbul'],
        topics: ['yürüyüş', 'yuruyus', 'kitap'],
        emotion: 'calm',
      }),
    ).toEqual(['yuruyus', 'istanbul', 'kitap', 'calm']);
    expect(postSearchKeys({ hashtags: [], topics: null, emotion: null })).toEqual([]);
  });
});
