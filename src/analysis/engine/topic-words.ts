// Words that are never topics, beyond the general stop words of src/analysis/lexicons: what a
// post is about is a thing, a place or an activity, not who did it, when, or that something
// happened. Compared folded (src/shared/text/fold.ts), so `bugun` is `bugün`.

const ENGLISH = `
i me my mine myself you your yours yourself he him his himself she her hers herself it its itself
we us our ours ourselves they them their theirs themselves someone somebody anyone anybody
everyone everybody noone nobody something anything everything nothing thing things stuff people
guy guys one ones other others
today tonight tomorrow yesterday now soon late later lately early earlier recently currently
then ago before after while during always never ever often sometimes
day days week weeks weekend weekends month months year years hour hours minute minutes second
seconds moment moments time times morning mornings evening evenings night nights afternoon
monday tuesday wednesday thursday friday saturday sunday
am is are was were be been being have has had having do does did done doing
go goes went gone going get gets got gotten getting make makes made making know knows knew known
think thinks thought take takes took taken see sees saw seen come comes came coming want wants
look looks looking use uses used find finds found give gives gave given tell tells told say
says said feel feels felt try tries tried leave leaves left keep keeps kept let lets put puts
seem seems seemed show shows showed shown hear hears heard bring brings brought happen happens
happened begin began begun start starts started stop stops stopped finish finished need needs
needed wait waited miss missed meet met sit sat stand stood lose lost pay paid send sent
spend spent stay stayed become became remember forgot forget understand believe guess mean
means meant call called ask asked wish wished
can could will would shall should may might must cannot gonna wanna gotta
really very just also still already again maybe actually literally basically probably
definitely totally pretty quite rather almost much many more most less least lot lots
two three four five six seven eight nine ten twenty hundred thousand million
first third fourth fifth sixth seventh eighth ninth tenth last once twice
`;

const TURKISH = `
ben sen biz siz onlar bana sana ona bize size onlara beni seni onu bizi sizi onları benim senin
onun bizim sizin onların bende sende onda bizde sizde onlarda benden senden ondan bizden sizden
kendi kendim kendin kendisi kendimiz herkes hepsi hepimiz biri birisi birileri kimse hiçkimse
şey şeyler bir şeyi şeyler insan insanlar
bugün yarın dün şimdi şu an sonra önce artık hala hâlâ henüz daha erken geç geçen gelecek
hep hiç bazen sık her zaman zaman an gün günler günü hafta haftalar haftaya haftasonu
ay aylar yıl yıllar sene saat saatler dakika dakikalar saniye sabah sabahlar akşam akşamlar
gece geceler öğle öğlen öğleden pazartesi salı çarşamba perşembe cuma cumartesi pazar
var yok değil evet hayır tamam olur oldu olmuş olacak olsun olsa olan olarak olmak olma
olmaz olmadı oluyor diye dedi demek gibi kadar için ile ama fakat ancak çünkü ki
çok az biraz gerçekten sadece bile yine hemen belki galiba herhalde tabii aslında
iki üç dört beş altı yedi sekiz dokuz on yirmi otuz kırk elli yüz bin milyon
birinci ikinci üçüncü dördüncü beşinci altıncı yedinci sekizinci dokuzuncu onuncu ilk son
kez kere defa
ara arası arasında içinde üstünde altında yanında önünde arkasında karşısında hakkında yerine
rağmen göre doğru beri dolayı itibaren boyunca üzere karşı
`;

function words(list: string): string[] {
  return list.split(/\s+/).filter(Boolean);
}

/**
 * Never topics, in either language (pronouns, time words, numbers and ordinals, common verbs,
 * fillers).
 */
export const TOPIC_STOP_WORDS: readonly string[] = [...words(ENGLISH), ...words(TURKISH)];

/**
 * Common Turkish verb roots: a word that is one of these plus verb endings (olma, bilmedi,
 * yaptım, bayıldım) is a verb, not a topic. Two-letter roots ending in a vowel (de, ye) are left
 * out: deniz and yemek would read as verbs.
 */
export const TURKISH_VERB_ROOTS: readonly string[] = words(`
ol bil gel git gid yap et ed gör sev al ver bak kal çık gir dur otur koş oku yaz söyle düşün
iste bekle çalış anla başla bit konuş uyu öğren bul sor tut düş getir götür bırak unut hatırla
dinle izle aç kapa bayıl sevin üzül kork yorul sıkıl gül ağla yürü bin in koy seç say
göster
`);

/**
 * Body parts are never topics: in a post they tell how the writer feels (legs tired, bacaklarım
 * ağrıyor), almost never what the post is about, and as automatic topics they filled Trending
 * with #legs. A member who means one can still type the hashtag. (dil and boğaz are left out:
 * they are also 'language' and the Bosphorus.)
 */
export const BODY_PARTS: readonly string[] = words(`
leg arm hand foot feet eye ear nose mouth face back neck shoulder knee finger toe stomach belly
chest hair skin body brain tooth teeth lip throat hip ankle wrist elbow muscle bone head
bacak kol el ayak baş kafa göz kulak burun ağız sırt boyun omuz diz parmak mide karın göğüs saç
ten vücut beyin diş dudak kalça bilek dirsek kas kemik
`);
