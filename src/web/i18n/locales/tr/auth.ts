import type { TranslationOf } from '../../catalogue.ts';
import type en from '../en/auth.ts';

export default {
  aside: {
    eyebrow: 'Kapalı beta',
    title: 'Lorien davetle büyür',
    freshTitle: 'Hep taze kodlar',
    freshBody:
      'Her üyenin davet kodu {{hours}} saatte bir yenilenir; böylece davetler kişisel kalır.',
    moodTitle: 'Ruh halinize uyan bir akış',
    moodBody:
      'Nasıl hissettiğinize ve günün saatine göre seçilir; her kartta neden orada olduğu yazar.',
    calmTitle: 'Doğası gereği daha sakin',
    calmBody: 'Nefret söylemi ve dezenformasyon burada daha az yayılır.',
    dataTitle: 'Verileriniz sizindir',
    dataBody: 'Dilediğiniz zaman Ayarlar’dan her şeyi indirebilir ya da hesabınızı silebilirsiniz.',
  },
  signup: {
    title: 'Lorien’e katılın',
    documentTitle: 'Kayıt ol',
    eyebrow: 'Kapalı beta',
    description:
      'Katılmak için kapalı beta daveti gerekir. Davet kodları {{hours}} saatte bir yenilenir; kodunuzu aldıktan sonra kısa sürede kullanın.',
    footer: 'Zaten üye misiniz? <a>Giriş yap</a>',
    firstName: 'Ad',
    lastName: 'Soyad',
    username: 'Kullanıcı adı',
    usernameHint:
      '{{min}}–{{max}} karakter: küçük harf, rakam, nokta, tire ve alt çizgi kullanılabilir.',
    email: 'E-posta',
    password: 'Şifre',
    passwordHint: 'En az {{min}} karakter.',
    confirmPassword: 'Şifreyi onayla',
    inviteCode: 'Davet kodu',
    inviteHintFromLink: 'Davet bağlantınızdan dolduruldu.',
    inviteHint: 'Bir üyenin sizinle paylaştığı {{length}} karakterlik kod.',
    legal:
      'Hesap oluşturarak en az {{age}} yaşında olduğunuzu onaylar, <terms>Kullanım Koşulları</terms>’nı ve <privacy>Gizlilik Politikası</privacy>’nı kabul etmiş olursunuz.',
    submit: 'Hesap oluştur',
    submitting: 'Hesap oluşturuluyor…',
    full: 'Kayıtlar dolu',
    botSlow:
      'Bot olmadığınızı doğrulamaya devam ediyoruz: bu, bazı cihazlarda birkaç saniye sürer.',
    botNote:
      'Captcha yerine tarayıcınız, bot olmadığını göstermek için arka planda küçük bir bulmaca çözer. Hiçbir şey başka birine gönderilmez.',
  },
  signin: {
    title: 'Giriş yap',
    eyebrow: 'Tekrar hoş geldiniz',
    description:
      'Tekrar hoş geldiniz. Akışınıza dönmek için e-posta adresiniz ve şifrenizle giriş yapın.',
    footer: 'Lorien’de yeni misiniz? <a>Davet koduyla katıl</a>',
    email: 'E-posta',
    password: 'Şifre',
    forgot: 'Şifrenizi mi unuttunuz?',
    submit: 'Giriş yap',
    submitting: 'Giriş yapılıyor…',
  },
  reset: {
    title: 'Şifrenizi sıfırlayın',
    eyebrow: 'Hesap kurtarma',
    description:
      'Katılırken kullandığınız e-posta adresini girin; yeni bir şifre belirlemeniz için size bir bağlantı gönderelim. Bağlantı {{lifetime}} içinde geçerliliğini yitirir.',
    lifetime_one: '{{count}}\u00a0saat',
    lifetime_other: '{{count}}\u00a0saat',
    email: 'E-posta',
    submit: 'Sıfırlama bağlantısı gönder',
    submitting: 'Gönderiliyor…',
    back: 'Girişe dön',
    sentTitle: 'E-postanızı kontrol edin',
    sentDescription: 'Sıfırlama bağlantınız yolda.',
    sentBody:
      '<strong>{{email}}</strong> adresine ait bir hesap varsa, şifrenizi sıfırlamanız için bir bağlantı gönderdik. Bağlantı {{lifetime}} içinde geçerliliğini yitirir.',
    sentSpam:
      'Birkaç dakika sonra gelen kutunuzda bir şey yok mu? Spam klasörünüze bakın ya da <resend>yeni bir bağlantı gönderin</resend>.',
  },
  newPassword: {
    title: 'Yeni bir şifre belirleyin',
    description:
      'Burada daha önce kullanmadığınız bir şifre seçin. Bundan sonra bu şifreyle giriş yapacaksınız.',
    footer: 'Vazgeçtiniz mi? <a>Girişe dön</a>',
    password: 'Yeni şifre',
    passwordHint: 'En az {{min}} karakter.',
    confirmPassword: 'Yeni şifreyi onayla',
    submit: 'Şifreyi güncelle',
    submitting: 'Şifre güncelleniyor…',
    invalidTitle: 'Bu bağlantı kullanılamıyor',
    requestNew: 'Yeni bağlantı iste',
    remembered: 'Şifrenizi hatırladınız mı? <a>Giriş yap</a>',
    updatedTitle: 'Şifre güncellendi',
    signIn: 'Giriş yap',
  },
  confirmEmail: {
    title: 'Yeni e-posta adresinizi onaylayın',
    eyebrow: 'Hesap',
    changed: '{{message}} Artık <strong>{{email}}</strong> ile giriş yapıyorsunuz.',
    backToSettings: 'Ayarlar’a dön',
    explain: 'Adresiniz, burada onayladığınızda değişir.',
    submit: 'Yeni e-posta adresimi onayla',
    submitting: 'Onaylanıyor…',
    notYou: 'Siz değil misiniz? <a>Lorien’e dön</a>',
  },
} satisfies TranslationOf<typeof en>;
