import type { EmotionPrototype } from '../../shared/constants.ts';

// Hand-written English and Turkish posts with the answer a person would give: the engine's unit
// test checks each one, and the benchmark builds its corpus from them.

export type PostKind =
  | 'happy'
  | 'calm'
  | 'stressed'
  | 'angry'
  | 'lonely'
  | 'sad'
  | 'tired'
  | 'bored'
  | 'hopeful'
  | 'curious'
  | 'proud'
  | 'focused'
  | 'toxic'
  | 'hateful'
  | 'false-claim'
  | 'neutral';

export interface LabelledPost {
  text: string;
  lang: 'en' | 'tr';
  kind: PostKind;
  /** The prototype expected, or null for a post with no emotional signal. */
  tag: EmotionPrototype | null;
}

const en = (kind: PostKind, tag: EmotionPrototype | null, text: string): LabelledPost => ({
  text,
  lang: 'en',
  kind,
  tag,
});
const tr = (kind: PostKind, tag: EmotionPrototype | null, text: string): LabelledPost => ({
  text,
  lang: 'tr',
  kind,
  tag,
});

export const LABELLED_POSTS: readonly LabelledPost[] = [
  en('happy', 'happiness', "I'm so happy today, we finally went to the beach! #summer"),
  en('happy', 'happiness', 'Best day ever, my sister got married and everyone was laughing 😂'),
  en('happy', 'happiness', 'YAY! Got tickets for the concert, so excited!!!'),
  en('happy', 'happiness', 'Such a lovely dinner with friends tonight, had so much fun'),
  en('happy', 'happiness', 'This song makes me smile every single time 😊'),
  en('calm', 'calm', 'Feeling calm and peaceful after a long walk by the sea.'),
  en('calm', 'calm', 'Slow morning, tea in hand, rain on the window. Pure serenity 🍵'),
  en('calm', 'calm', 'Ten minutes of meditation and I feel relaxed again'),
  en('calm', 'calm', 'Lazy Sunday on the balcony, everything is quiet and cozy'),
  en('calm', 'calm', 'Just breathing, unwinding and letting the day go 😌'),
  en('stressed', 'stress', 'Three deadlines tomorrow and I am totally overwhelmed'),
  en('stressed', 'stress', "So anxious about the exam results, I can't sleep"),
  en('stressed', 'stress', 'Panic mode: the presentation is in an hour and my laptop died 😰'),
  en('stressed', 'stress', 'Worried sick about my mum, waiting for the doctor to call'),
  en('stressed', 'stress', 'Work is so hectic lately, the pressure never stops'),
  en('angry', 'anger', 'I am furious, the landlord raised the rent again!!'),
  en('angry', 'anger', 'Absolutely sick of this traffic, every single day 😡'),
  en('angry', 'anger', 'So annoyed that the airline lost my luggage AGAIN'),
  en('angry', 'anger', 'This is outrageous, they cancelled the match without telling anyone'),
  en('angry', 'anger', 'I hate when people cut the queue, it makes me so mad'),
  en('lonely', 'loneliness', 'So lonely tonight, nobody calls me anymore'),
  en('lonely', 'loneliness', 'Moved to a new city and I have no friends here yet'),
  en('lonely', 'loneliness', 'Eating dinner alone again, feeling isolated'),
  en('lonely', 'loneliness', 'Everyone went out and I was left out, as usual'),
  en('lonely', 'loneliness', 'Miss you all so much, homesick on a rainy night 🥺'),
  en('sad', 'sadness', 'Heartbroken, my old dog passed away this morning 💔'),
  en('sad', 'sadness', 'I cried all night, I feel so sad and empty'),
  en('tired', 'fatigue', 'Completely exhausted after a double shift, need sleep 😴'),
  en('tired', 'fatigue', 'So tired today, no energy for anything'),
  en('bored', 'boredom', 'Bored out of my mind, nothing to do on this boring afternoon'),
  en('bored', 'boredom', 'Another dull meeting, same old slides... meh'),
  en('hopeful', 'hope', 'Fingers crossed for the interview tomorrow, hoping for the best 🤞'),
  en('hopeful', 'hope', 'Looking forward to a fresh start next year, feeling hopeful'),
  en('curious', 'curiosity', 'I wonder how octopuses learned to open jars, so fascinating'),
  en('curious', 'curiosity', 'Does anyone know why the sky turns green before a storm? Curious 🤔'),
  en('proud', 'pride', 'So proud of myself, I finally finished my first marathon 🏆'),
  en('proud', 'pride', 'Got promoted today after three years of hard work, I earned this'),
  en('focused', 'focus', 'Deep work session: phone off, focused on the thesis chapter'),
  en('focused', 'focus', 'Productive morning, concentrating on my coding project 💻'),
  en('toxic', 'anger', 'You are a fucking idiot'),
  en('toxic', 'anger', 'Shut up, nobody cares about your stupid opinion, loser'),
  en('toxic', 'anger', "I'm going to kill you if you post that again"),
  en('toxic', 'anger', 'What a pathetic moron, go to hell'),
  en('toxic', 'anger', 'you are a f*cking b1tch'),
  en('hateful', 'anger', 'Immigrants are vermin and should go back to where they came from'),
  en('hateful', 'anger', 'All muslims are savages, they do not belong here'),
  en('hateful', 'anger', 'Refugees are parasites ruining everything, deport them all'),
  en('hateful', 'anger', 'Gays are subhuman degenerates'),
  en('false-claim', null, 'Vaccines cause autism, they dont want you to know!'),
  en('false-claim', null, '5G towers spread the coronavirus, share before it gets deleted'),
  en(
    'false-claim',
    'happiness',
    'Lemon water cures cancer, the miracle cure big pharma hides from you',
  ),
  en('false-claim', 'anger', 'The election was stolen, mainstream media is hiding the truth'),
  en('neutral', null, 'The meeting is at 3pm in room 204.'),
  en('neutral', null, 'Train to Ankara leaves from platform 4 at 09:15'),
  en('neutral', null, 'Updated the app to version 2.3 this morning'),
  en('neutral', null, 'Our office moves to the third floor next month'),

  tr('happy', 'happiness', 'Bugün çok mutluyum, kahve ve kitap keyfi ☕ #pazar'),
  tr('happy', 'happiness', 'Harika bir gün geçirdik, çok eğlendik hahaha'),
  tr('happy', 'happiness', 'Yaşasın! Konser biletlerini aldım, çok heyecanlıyım'),
  tr('happy', 'happiness', 'Arkadaşlarla muhteşem bir akşam yemeği, çok güldük 😂'),
  tr('happy', 'happiness', 'Bu şarkı beni her seferinde gülümsetiyor 😊'),
  tr('calm', 'calm', 'Sahilde uzun bir yürüyüşten sonra çok sakin ve huzurluyum'),
  tr('calm', 'calm', 'Yağmurlu bir sabah, elimde çay, içim huzur dolu 🍵'),
  tr('calm', 'calm', 'On dakika meditasyon yaptım, rahatladım'),
  tr('calm', 'calm', 'Balkonda sessiz ve dingin bir pazar'),
  tr('calm', 'calm', 'Nefes alıyorum, dinleniyorum, günü geride bırakıyorum 😌'),
  tr('stressed', 'stress', 'Sınav haftası, çok stresliyim ve uyuyamıyorum'),
  tr('stressed', 'stress', 'Yarın üç teslim var, resmen bunaldım'),
  tr('stressed', 'stress', 'Sunuma bir saat kaldı ve bilgisayar bozuldu, panik oldum 😰'),
  tr('stressed', 'stress', 'Annem için çok endişeliyim, doktordan haber bekliyorum'),
  tr('stressed', 'stress', 'İşler çok yoğun, sürekli gerginim ve kaygılıyım'),
  tr('angry', 'anger', 'Ev sahibi kirayı yine artırdı, çok sinirliyim!!'),
  tr('angry', 'anger', 'Her gün bu trafik, bıktım artık 😡'),
  tr('angry', 'anger', 'Havayolu bavulumu YİNE kaybetti, öfkeden deliriyorum'),
  tr('angry', 'anger', 'Maçı haber vermeden iptal ettiler, rezalet!'),
  tr('angry', 'anger', 'Sıraya kaynak yapanlardan nefret ediyorum, çok kızgınım'),
  tr('lonely', 'loneliness', 'Bu gece çok yalnızım, kimse aramıyor'),
  tr('lonely', 'loneliness', 'Yeni bir şehre taşındım ve burada arkadaşım yok'),
  tr('lonely', 'loneliness', 'Yine tek başıma akşam yemeği, kendimi yalnız hissediyorum'),
  tr('lonely', 'loneliness', 'Herkes dışarı çıktı, ben yine dışlandım'),
  tr('lonely', 'loneliness', 'Sizi çok özledim, yağmurlu bir gecede memleket özlemi 🥺'),
  tr('sad', 'sadness', 'Kalbim kırık, yaşlı köpeğimiz bu sabah vefat etti 💔'),
  tr('sad', 'sadness', 'Bütün gece ağladım, çok üzgünüm'),
  tr('tired', 'fatigue', 'Çift vardiyadan sonra bitkinim, uykum var 😴'),
  tr('tired', 'fatigue', 'Bugün çok yorgunum, enerjim yok'),
  tr('bored', 'boredom', 'Çok sıkıldım, yapacak hiçbir şey yok'),
  tr('bored', 'boredom', 'Yine sıkıcı bir toplantı, hep aynı slaytlar... of'),
  tr('hopeful', 'hope', 'Yarınki mülakat için umarım her şey yolunda gider 🤞'),
  tr('hopeful', 'hope', 'Seneye yeni bir başlangıç yapacağım, çok umutluyum'),
  tr('curious', 'curiosity', 'Ahtapotlar kavanozu açmayı nasıl öğrenmiş acaba, çok ilginç'),
  tr(
    'curious',
    'curiosity',
    'Fırtınadan önce gökyüzü neden yeşile döner, bilen var mı? Merak ediyorum 🤔',
  ),
  tr('proud', 'pride', 'Kendimle gurur duyuyorum, ilk maratonumu bitirdim 🏆'),
  tr('proud', 'pride', 'Üç yıllık emekten sonra bugün terfi aldım, başardım'),
  tr('focused', 'focus', 'Telefon kapalı, tez bölümüne odaklandım'),
  tr('focused', 'focus', 'Verimli bir sabah, kodlama projeme konsantre oldum 💻'),
  tr('toxic', 'anger', 'Sen tam bir gerizekalısın'),
  tr('toxic', 'anger', 'Kapa çeneni salak, kimse senin fikrini umursamıyor'),
  tr('toxic', 'anger', 'Bunu bir daha paylaşırsan seni öldüreceğim'),
  tr('toxic', 'anger', 'Siktir git şerefsiz'),
  tr('toxic', 'anger', 'AMK S.İ.K.T.İ.R aptal herif'),
  tr('hateful', 'anger', 'Suriyeliler parazit, hepsi defolsun'),
  tr('hateful', 'anger', 'Bütün göçmenler hayvan, ülkeden atılmalı'),
  tr('hateful', 'anger', 'Bu ibneler insan değil'),
  tr('hateful', 'anger', 'Mülteciler asalak, hepsi geri gönderilsin'),
  tr('false-claim', null, 'Aşılar otizm yapıyor, medya bunu gizliyor, uyanın!'),
  tr('false-claim', null, '5G kuleleri koronayı yayıyor, silinmeden paylaşın'),
  // A promised cure reads as a good feeling, as its English twin above does (hope: iyileş-).
  tr(
    'false-claim',
    'hope',
    'Limonlu su kanseri tamamen iyileştiriyor, doktorların sakladığı mucize tedavi',
  ),
  tr('false-claim', null, 'Seçimler çalındı, medya susuyor, kimse bunu konuşmuyor'),
  tr('neutral', null, 'Toplantı saat üçte 204 numaralı odada.'),
  tr('neutral', null, 'Ankara treni 4. perondan 09:15 te kalkıyor'),
  tr('neutral', null, 'Uygulamayı bu sabah 2.3 sürümüne güncelledim'),
  tr('neutral', null, 'Ofisimiz gelecek ay üçüncü kata taşınıyor'),
];
