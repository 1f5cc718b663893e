import { describe, expect, it } from 'vitest';
import { nearestPrototype } from '../../domain/emotion/emotion-vector.ts';
import { readEmotionWith } from './emotion.ts';
import { tokenize } from './tokenize.ts';
import type { Language } from './types.ts';

// Feelings told as situations, read by construction rather than by a listed word
// (docs/analysis.md, "Third Turkish round" and "Fourth Turkish round"). The lexicon alone (no classifier), so that these
// test the constructions. The sentences were written for this test and are not in the dev set.

const lexiconTag = (text: string, language: Language) =>
  nearestPrototype(readEmotionWith(tokenize(text), language, null).vector);

describe('never again: sadness', () => {
  it.each([
    ['Dedemin sesini bir daha duyamayacağım', 'tr'],
    ['O bahçenin kapısı artık hiç açılmayacak', 'tr'],
    ['We will never walk that beach together again', 'en'],
  ] as const)('%s → sadness', (text, language) => {
    expect(lexiconTag(text, language)).toBe('sadness');
  });

  it('needs the "again" word in the same clause', () => {
    expect(lexiconTag('Otobüs yarın gelmeyecek', 'tr')).not.toBe('sadness');
    expect(lexiconTag('Bir daha sorayım, otobüs yarın gelmeyecek mi', 'tr')).not.toBe('sadness');
  });
});

describe('nobody … me (Turkish): loneliness', () => {
  it.each([
    ['Kimse beni davet etmedi', 'tr'],
    ['Kalabalıkta kimse beni görmüyor', 'tr'],
  ] as const)('%s → loneliness', (text, language) => {
    expect(lexiconTag(text, language)).toBe('loneliness');
  });

  it('is not loneliness without "me" or without a negative verb', () => {
    expect(lexiconTag('Ne olacak kimse bilmiyor', 'tr')).not.toBe('loneliness');
    expect(lexiconTag('Kimse beni de sen de', 'tr')).not.toBe('loneliness');
  });
});

describe('the same thing again: boredom', () => {
  it.each([
    ['Üçüncü kez aynı filmi açtım', 'tr'],
    ['Beşinci defa buzdolabına baktım', 'tr'],
    ['Reading this page for the fifth time', 'en'],
  ] as const)('%s → boredom', (text, language) => {
    expect(lexiconTag(text, language)).toBe('boredom');
  });

  it('is not the first time', () => {
    expect(lexiconTag('İlk kez bu filmi açtım', 'tr')).toBeNull();
  });
});

describe('questions, emoji and exact letters', () => {
  it('does not read a question about what is needed as curiosity', () => {
    expect(lexiconTag('Pasaport için hangi belgeler gerekiyor?', 'tr')).toBeNull();
    expect(lexiconTag('Bu kuş her sabah neden buraya geliyor?', 'tr')).toBe('curiosity');
  });

  it('reads loud crying beside a happy emoji as tears of joy', () => {
    expect(lexiconTag('Kabul edildim 😭🥰', 'tr')).toBe('happiness');
    expect(lexiconTag('Finally got the letter 😭❤️', 'en')).toBe('happiness');
    expect(lexiconTag('Gitti 😭💔', 'tr')).toBe('sadness');
  });

  it('keeps exact-letter entries exact in negative verbs: açılmadı is not acil', () => {
    expect(lexiconTag('Kapı açılmadı', 'tr')).toBeNull();
    expect(lexiconTag('Kutuyu açıyorum', 'tr')).toBeNull();
    expect(lexiconTag('Dizim çok acıyor', 'tr')).toBe('sadness');
  });
});

// Fourth Turkish round.
describe('nobody who calls (Turkish): loneliness', () => {
  it.each([
    'Aylardır kapımı çalan yok',
    'Bir haftadır arayan soran da olmadı',
    'Yeni okulda teneffüste yanıma oturan olmuyor',
  ])('%s → loneliness', (text) => {
    expect(lexiconTag(text, 'tr')).toBe('loneliness');
  });

  it('needs a word of absence, and is a put-down when said to someone', () => {
    expect(lexiconTag('Kapıyı çalan kargocuydu', 'tr')).not.toBe('loneliness');
    expect(lexiconTag('Sen sus, fikrini soran olmadı', 'tr')).not.toBe('loneliness');
  });
});

describe('keeps doing (-Ip dur-, Turkish): boredom', () => {
  it.each(['Sabahtan beri kanalları değiştirip duruyorum', 'Kedi koridorda gidip gelip duruyor'])(
    '%s → boredom',
    (text) => {
      expect(lexiconTag(text, 'tr')).toBe('boredom');
    },
  );

  it('is not "came and stopped"', () => {
    expect(lexiconTag('Otobüs gelip durdu', 'tr')).toBeNull();
  });
});

describe('wondering what will happen (Turkish): stress', () => {
  it.each([
    'Sonuç ne çıkacak diye bekliyorum',
    'Bu ay faturaları nasıl ödeyeceğim diye uyuyamadım',
  ])('%s → stress', (text) => {
    expect(lexiconTag(text, 'tr')).toBe('stress');
  });

  it('needs a question word before the future', () => {
    expect(lexiconTag('Yarın gelecek diye not bıraktı', 'tr')).toBeNull();
  });
});

describe('a wish makes the good things after it hope', () => {
  it.each([
    ['İnşallah bu kış güzel bir tatil yaparız', 'tr'],
    ['umarım her şey harika geçer', 'tr'],
  ] as const)('%s → hope', (text, language) => {
    expect(lexiconTag(text, language)).toBe('hope');
  });

  it('leaves a feeling before the wish, in its own clause, as it is', () => {
    expect(lexiconTag('Bugün çok mutluyum, inşallah hep böyle olur', 'tr')).toBe('happiness');
  });
});

describe('questions about times, places and prices', () => {
  it('are asked for facts, not out of curiosity', () => {
    expect(lexiconTag('Yarınki konser kaçta başlıyor?', 'tr')).toBeNull();
    expect(lexiconTag('Kursun ücreti ne kadar?', 'tr')).toBeNull();
    expect(lexiconTag('Yıldızlar neden gece parlıyor?', 'tr')).toBe('curiosity');
  });
});

describe('fifth Turkish round: idioms and words that only look like feelings', () => {
  it.each([
    ['Dosyaların içine gömüldüm, akşam olmuş', 'focus'],
    ['Koliler yüzünden belim kırıldı', 'fatigue'],
    ['Eve gelince dermanım kalmıyor', 'fatigue'],
    ['Kaç kez söyledim, kaçıncı defa anlatıyorum', 'anger'],
    ['Ameliyattan çıktım, yanım bomboş', 'loneliness'],
    ['Tatile gidecek kimse bulamadım', 'loneliness'],
    ['Kızım beni görünce boynuma atladı, ben de onun boynuna atladım', 'happiness'],
    ['Yeni komşunun hikâyesini anlatınca hepimiz kulak kesildik', 'curiosity'],
    ['Sonuç açıklanana kadar tırnaklarımı yiyorum', 'stress'],
    ['O ev almak hayal oldu artık', 'sadness'],
  ] as const)('%s → %s', (text, expected) => {
    expect(lexiconTag(text, 'tr')).toBe(expected);
  });

  it('does not read yalnızca (only) as alone, nor kiralık (for rent) as the worry of rent', () => {
    expect(lexiconTag('Bahçede yalnızca kuş sesleri var', 'tr')).not.toBe('loneliness');
    expect(lexiconTag('Merkezde 2+1 kiralık daire', 'tr')).toBeNull();
    expect(lexiconTag('Yalnızım, kimse aramıyor', 'tr')).toBe('loneliness');
  });
});

describe('sixth and seventh Turkish rounds: idioms of the body and of company', () => {
  it.each([
    ['Dükkânda bugün yine sinek avladık', 'boredom'],
    ['Telefon çalınca yüreğim ağzıma geldi', 'stress'],
    ['Aynı şeyi söylemekten dilimde tüy bitti', 'anger'],
    ['Herkes gitmiş, yine dışarıda kaldım', 'loneliness'],
    ['Patron beni ayın elemanı seçti', 'pride'],
    ['Onu ilk kucağıma aldığımda dünyalar benim oldu', 'happiness'],
    ['Haberi duyunca yüzüm aydınlandı', 'happiness'],
    ['Adam yine sıraya girdi, yumruklarımı sıktım', 'anger'],
    ['Asansör durunca avuçlarım terledi', 'stress'],
    ['Mektubu yazanın izini sürüyorum', 'curiosity'],
    ['Akşama kadar başımı kaldırmadan çalıştım, çayım soğudu', 'focus'],
    ['Bayram sofrasında dedemin yeri boş', 'sadness'],
  ] as const)('%s → %s', (text, expected) => {
    expect(lexiconTag(text, 'tr')).toBe(expected);
  });

  it('reads missing someone as sadness, homesickness as loneliness', () => {
    expect(lexiconTag('Kardeşimi çok özledim', 'tr')).toBe('sadness');
    expect(lexiconTag('Gurbette memleket özlemi çekiyorum', 'tr')).toBe('loneliness');
  });
});
