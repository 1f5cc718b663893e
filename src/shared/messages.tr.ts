// The Turkish twin of MESSAGES (issue 27): the same keys, natural Turkish written for members
// ("siz", short and friendly, sentence case), not a word-for-word gloss of the English. Numbers
// come from the same constants as the English, so both always state the same limits.

import {
  COMMENT_TEXT_MAX,
  FEEDBACK_MAX_LENGTH,
  MESSAGE_TEXT_MAX,
  PASSWORD_MAX_LENGTH,
  POST_IMAGES_MAX,
  POST_TEXT_MAX,
  SHARE_NOTE_MAX,
} from './constants.ts';
import type { MessageKey } from './messages.ts';
import { MUTED_WORD_MAX_LENGTH, MUTED_WORDS_MAX } from './constants.ts';

export const MESSAGES_TR: Record<MessageKey, string> = {
  // Safety labels on post cards
  safetyLabelReachLimited:
    'Erişimi sınırlandı: güvenlik denetimimiz bu gönderinin saldırgan, nefret içeren ya da yanıltıcı olabileceğini gördü.',
  safetyLabelDisputed:
    'Tartışmalı iddia: güvenlik denetimimiz bu gönderinin yanıltıcı olabileceğini gördü.',

  // Sign-up (client)
  firstNameRequired: 'Adınızı yazın',
  lastNameRequired: 'Soyadınızı yazın',
  usernameRequired: 'Bir kullanıcı adı seçin',
  usernameLength: 'Kullanıcı adı 3 ile 24 karakter arasında olmalı.',
  usernameSpaces: 'Kullanıcı adında boşluk olamaz.',
  usernameCharacters: 'Yalnızca harf, rakam, nokta, tire ve alt çizgi kullanabilirsiniz.',
  usernameProfanity: 'Lütfen başka bir kullanıcı adı seçin.',
  emailRequired: 'E-posta adresinizi yazın',
  emailInvalid: 'E-posta adresi geçersiz',
  inviteCodeRequired: 'Davet kodunu yazın',
  passwordRequired: 'Bir şifre belirleyin',
  passwordTooShort: 'Şifreniz en az 6 karakter olmalı',
  passwordTooLong: `Şifreniz en fazla ${PASSWORD_MAX_LENGTH} karakter olabilir.`,
  passwordsDoNotMatch: 'Şifreler birbirini tutmuyor',

  // Sign-up (service)
  usernameTaken: 'Bu kullanıcı adı alınmış. Lütfen başka bir tane seçin.',
  inviteCodeMissing: 'Lorien’e katılmak için bir davet kodu gerekiyor.',
  inviteCodeInvalid: 'Bu davet kodu geçersiz ya da yenilenmiş.',
  inviteCodeExpired:
    'Bu davet kodunun süresi dolmuş. Sizi davet eden kişiden yeni bir kod isteyin.',
  emailInUse: 'Bu e-posta adresiyle zaten bir hesap var.',
  invalidEmail: 'Geçersiz e-posta adresi.',
  emailPasswordDisabled: 'E-posta ve şifreyle kayıt şu an kapalı.',
  weakPassword: 'Şifreniz en az 6 karakter olmalı.',
  signupFailed: 'Kayıt sırasında bir sorun oluştu. Lütfen tekrar deneyin.',
  capacityReached: 'Şu an yeni üye alamıyoruz. Lütfen daha sonra tekrar deneyin.',

  // Sign-in
  accountDisabled: 'Bu hesap devre dışı bırakılmış.',
  userNotFound: 'Bu e-posta adresiyle kayıtlı bir hesap bulamadık.',
  wrongPassword: 'Şifre yanlış.',
  tooManyLoginAttempts:
    'Çok fazla başarısız giriş denemesi oldu. Lütfen biraz sonra tekrar deneyin.',
  loginFailed: 'Giriş yapılırken bir sorun oluştu. Lütfen tekrar deneyin.',
  logoutFailed: 'Çıkış yapılırken bir sorun oluştu. Lütfen tekrar deneyin.',

  // Password reset
  resetEmailRequired: 'Lütfen e-posta adresinizi yazın',
  resetEmailInvalid: 'Lütfen geçerli bir e-posta adresi yazın',
  tooManyResetAttempts:
    'Çok fazla şifre sıfırlama denemesi oldu. Lütfen biraz sonra tekrar deneyin.',
  networkError: 'Bağlantı sorunu. İnternet bağlantınızı kontrol edip tekrar deneyin.',
  resetFailed: 'Sıfırlama e-postasını gönderemedik. Lütfen daha sonra tekrar deneyin.',

  // Bot check and the reset page
  botCheckFailed: 'İnsan olduğunuzu doğrulayamadık. Lütfen tekrar deneyin.',
  resetConfirmFailed: 'Yeni şifrenizi kaydedemedik. Lütfen tekrar deneyin.',
  resetLinkInvalid:
    'Bu sıfırlama bağlantısı geçersiz ya da süresi dolmuş. Lütfen yeni bir bağlantı isteyin.',
  passwordUpdated: 'Şifreniz güncellendi. Artık giriş yapabilirsiniz.',
  emailLookalike:
    'Bu adres başka bir üyenin adresine çok benziyor. Lütfen farklı bir adres kullanın.',
  emailChangeLinkInvalid:
    'Bu onay bağlantısı geçersiz ya da süresi dolmuş. Ayarlar’dan yeni bir bağlantı isteyebilirsiniz.',
  emailChanged: 'E-posta adresiniz değişti.',

  // Invites
  inviteGenerateUnique: 'Benzersiz bir davet kodu oluşturamadık. Lütfen tekrar deneyin.',
  inviteGenerateFailed: 'Şu an davet kodu oluşturamıyoruz.',
  inviteExpiredRefresh: 'Bu davet kodunun süresi doldu. Yenisini almak için yenileyin.',
  inviteExpiredTapRefresh: 'Bu davet kodunun süresi doldu. Yenisi için yenile’ye dokunun.',
  inviteLoadFailed: 'Davet bilgilerinizi yükleyemedik.',
  inviteSignInToView: 'Davetlerinizi görmek için giriş yapın.',
  inviteSignInToGenerate: 'Davet kodu oluşturmak için giriş yapın.',
  inviteCopyManually: 'Kodu otomatik kopyalayamadık. Lütfen elle kopyalayın.',
  inviteCopyManuallyShort: 'Elle kopyalayın.',

  // Roles
  notAuthenticated: 'Giriş yapmanız gerekiyor',
  metricsTokenRequired: 'Geçerli bir metrik anahtarı gerekiyor.',

  // Upload
  fileRequired: 'Bir dosya seçin',
  storageNotConfigured: 'Firebase depolama alanı yapılandırılmamış',

  // Posts
  postEmptyClient: 'Paylaşmadan önce bir şeyler yazın ya da bir görsel ekleyin.',
  postEmptyService: 'Gönderide metin ya da görsel olmalı.',
  onlyImagesClient: 'Yalnızca görsel dosyası ekleyebilirsiniz.',
  onlyImagesService: 'Yalnızca görsel yüklenebilir.',
  imageTooLarge: 'Görsel 5 MB’tan küçük olmalı.',
  postDeleteFailed: 'Gönderi şu an silinemedi. Lütfen tekrar deneyin.',
  postHiddenYouBlocked: 'Bu kişiyi engellediniz. Gönderi gizlendi.',
  postHiddenBlockedYou: 'Bu kişi sizi engellemiş.',
  postNotAvailable: 'Bu gönderi artık görüntülenemiyor.',

  // Direct messages
  messageNeedsContent: 'Mesajda metin ya da görsel olmalı.',
  messageEmpty: 'Boş mesaj gönderilemez.',
  messageSendFailed: 'Mesaj gönderilemedi. Lütfen tekrar deneyin.',
  messageDeleteFailed: 'Mesaj silinemedi. Lütfen tekrar deneyin.',
  dmYouBlocked: 'Bu kişiyi engellediniz.',
  dmBlockedYou: 'Bu kişi sizi engellemiş.',
  messageTooLong: `Mesajınız en fazla ${MESSAGE_TEXT_MAX} karakter olabilir.`,
  messageNotFound: 'Bu mesaj artık yok.',
  messageToSelf: 'Kendinize mesaj gönderemezsiniz.',

  // Share modal
  shareRecipientRequired: 'Paylaşmak istediğiniz kişinin kullanıcı kimliğini yazın.',

  // Block and profile
  invalidTargetUser: 'Geçersiz kullanıcı',
  profileBlockedYou: 'Bu kişi sizi engellediği için profilini göremezsiniz.',
  profileYouBlocked: 'Bu kişiyi engellediniz. Gönderileri gizli.',
  profileUpdateFailed: 'Profiliniz şu an güncellenemedi. Lütfen tekrar deneyin.',
  privacyUpdateFailed: 'Gizlilik tercihlerinizi güncelleyemedik. Tekrar deneyin.',
  exportFailed: 'Arşivinizi hazırlayamadık. Lütfen daha sonra tekrar deneyin.',
  deleteAccountFailed: 'Hesabınızı silemedik. Lütfen yeniden giriş yapıp tekrar deneyin.',
  accountDeleted: 'Hesabınız silindi. Lorien’de paylaştığınız her şey kaldırıldı.',

  // Search
  searchNoMatches: 'Sonuç bulunamadı. Başka bir ruh hâli ya da isim deneyin.',
  searchUnavailable: 'Arama şu an kullanılamıyor.',
  profilesNoMatches: 'Henüz eşleşen profil yok.',
  profilesUnavailable: 'Profiller şu an yüklenemiyor.',

  // Highlight
  highlightTitle: 'Günün öne çıkanları',
  highlightSubtitle:
    'Bugünün ortak ruh hâlini şekillendiren gönderiler. Etkileşim, tazelik ve yankıya göre seçildi.',
  highlightBack: 'Akışa dön',
  highlightLoading: 'Günün öne çıkanları yükleniyor\u2026',
  highlightEmpty: 'Henüz öne çıkan gönderi yok. Birazdan tekrar bakın.',

  // Contact
  contactThanksTitle: 'Teşekkürler!',
  contactThanksBody: 'Mesajınız bize ulaştı. 24-48 saat içinde size dönüş yapacağız.',
  contactSendAnother: 'Yeni bir mesaj gönder',

  // Admin
  adminLoginTitle: 'Yönetici girişi',
  adminCredentialsRequired: 'Kullanıcı adı ve şifre gerekli.',
  adminAuthorizationRequired: 'Yetkilendirme gerekli',
  adminNotConfigured: 'Bu sunucuda yönetici hesabı ayarlanmamış.',
  adminLoginDenied: 'Giriş reddedildi. Lütfen bilgilerinizi kontrol edin.',
  adminServerError: 'Sunucu hatası',
  adminLoadFailed: 'Veriler yüklenemedi',
  adminLoginFailed: 'Giriş başarısız.',
  adminOperationFailed: 'İşlem başarısız.',
  adminDeleteFailed: 'Silme işlemi başarısız.',
  adminUserBanned: 'Kullanıcı yasaklandı.',
  adminUserUnbanned: 'Kullanıcının yasağı kaldırıldı.',
  adminUserDeleted: 'Kullanıcı hesabı silindi.',
  adminNoData: 'Veri yok',
  adminMemberNotFound: 'Bu üye artık yok.',
  adminContentRemoved: 'İçerik kaldırıldı. Paylaşan kişiye bildirildi.',
  adminReportDismissed: 'Şikâyet kapatıldı.',
  adminAuthorBanned: 'Paylaşan kişi yasaklandı.',
  adminMarkedHandled: 'İlgilenildi olarak işaretlendi.',
  adminInviteRefreshed: 'Yeni kurucu davet kodu hazır.',

  // Member reports
  reportReasonRequired: 'Sorunun ne olduğunu seçin.',
  reportSent: 'Bildirdiğiniz için teşekkürler. Lorien ekibi şikâyetinizi inceleyecek.',
  reportSentHidden: 'Bildirdiğiniz için teşekkürler. Bunu artık görmeyeceksiniz.',
  reportOwnContent: 'Kendi içeriğinizi şikâyet edemezsiniz.',
  reportDuplicate: 'Bunu zaten şikâyet ettiniz.',
  reportFailed: 'Şikâyetinizi gönderemedik. Lütfen tekrar deneyin.',
  reportNotFound: 'Bu içerik artık yok.',

  // Posts, comments, images, profiles and sharing
  postTooLong: `Gönderiler en fazla ${POST_TEXT_MAX} karakter olabilir.`,
  commentEmpty: 'Yanıtlamadan önce bir şeyler yazın.',
  commentTooLong: `Yorumlar en fazla ${COMMENT_TEXT_MAX} karakter olabilir.`,
  commentDeleteFailed: 'Yorum şu an silinemedi. Lütfen tekrar deneyin.',
  imageUnreadable: 'Bu görseli okuyamadık. Lütfen başka bir dosya deneyin.',
  imageTooManyPixels: 'Bu görselin çözünürlüğü çok yüksek. Lütfen daha küçük bir görsel kullanın.',
  imageNotYours: 'Bu görseli siz yüklemediniz ya da görsel zaten kullanıldı.',
  imageAlreadyUsed:
    'Bu görsel başka bir gönderide ya da mesajda kullanılıyor. Lütfen yeniden yükleyin.',
  shareNotAvailable: 'Bu gönderi bu kişiyle paylaşılamaz.',
  uploadFolderInvalid: 'Yüklemeler yalnızca gönderilere ya da mesajlara yapılabilir.',
  handleTaken: 'Bu @kullanıcı adı alınmış. Lütfen başka bir tane seçin.',
  profileFieldTooLong: 'Bu alan çok uzun.',
  dmNotAccepted: 'Bu kişi doğrudan mesaj kabul etmiyor.',
  shareNoteTooLong: `Notunuz en fazla ${SHARE_NOTE_MAX} karakter olabilir.`,
  shareToSelf: 'Bir gönderiyi kendinizle paylaşamazsınız.',
  publishSuccess: 'Gönderiniz yayında.',
  publishFailed: 'Gönderinizi yayınlayamadık. Lütfen tekrar deneyin.',
  shareSent: 'Doğrudan mesajla paylaşıldı.',
  postDeleted: 'Gönderi silindi.',
  profileUpdated: 'Profiliniz güncellendi.',
  timelineLoadFailed: 'Akışınızı yükleyemedik.',
  timelineMoreFailed: 'Daha fazla gönderi yükleyemedik.',
  followingLoadFailed: 'Takip ettiğiniz kişilerin gönderilerini yükleyemedik.',
  profilePostsLoadFailed: 'Bu gönderileri yükleyemedik.',
  savedLoadFailed: 'Kaydettiğiniz gönderileri yükleyemedik.',
  commentsLoadFailed: 'Yanıtları yükleyemedik.',
  profileLoadFailed: 'Bu profili yükleyemedik.',

  // Contact form
  contactNameRequired: 'Lütfen adınızı yazın.',
  contactEmailRequired: 'Lütfen e-posta adresinizi yazın.',
  contactEmailInvalid: 'Lütfen geçerli bir e-posta adresi yazın.',
  contactSubjectRequired: 'Lütfen bir konu seçin.',
  contactMessageRequired: 'Lütfen mesajınızı yazın.',
  contactTooLong: 'Bu, kabul edebileceğimizden uzun. Lütfen kısaltın.',

  // Generic: used by the error handler
  notFound: 'Aradığınızı bulamadık.',
  forbidden: 'Buna erişim izniniz yok.',
  badRequest: 'İstek geçerli değil.',
  internalError: 'Bizim tarafımızda bir sorun oluştu. Lütfen tekrar deneyin.',
  tooManyRequests: 'Çok fazla istek gönderdiniz. Biraz yavaşlayıp birazdan tekrar deneyin.',

  // Hardening
  databaseUnavailable:
    'Lorien şu an veritabanına ulaşamıyor. Hiçbir şey değişmedi; lütfen bir dakika sonra tekrar deneyin.',
  deleteAccountStorageFailed:
    'Hesabınız duruyor: dosyalarınızı şu an kaldıramadık. Lütfen daha sonra tekrar deneyin.',
  storageUnavailable:
    'Görselinizi şu an kaydedemedik. Hiçbir şey kaydedilmedi; lütfen daha sonra tekrar deneyin.',
  storageFull:
    'Lorien’in depolama alanı doldu. Hiçbir şey kaydedilmedi; lütfen birkaç dakika sonra tekrar deneyin.',
  forbiddenCharacters: 'Bu metinde kabul edemediğimiz karakterler var.',
  invalidCursor: 'Bu sonuç sayfası artık geçerli değil. Lütfen sayfayı yenileyin.',
  contactNotStored: 'Mesajınız gönderilemedi. Lütfen birazdan tekrar deneyin.',
  invalidPageSize: 'Sayfa boyutu 1 ile bu listenin üst sınırı arasında bir tam sayı olmalı.',
  imageAltTooLong: 'Lütfen görsel açıklamasını 500 karakterin altında tutun.',
  postTooManyImages: `Bir gönderiye en fazla ${POST_IMAGES_MAX} görsel ekleyebilirsiniz.`,
  postImageRepeated: 'Aynı görseli bir gönderiye yalnızca bir kez ekleyebilirsiniz.',
  postImagesTwoWays:
    'Görselleri ya liste olarak ya da tek görsel olarak ekleyin, ikisini birden değil.',
  postImageAltsMismatch: 'Lütfen gönderideki her görsel için bir açıklama gönderin.',

  // Hardening, second sweep
  uploadMalformed: 'Bu yüklemeyi okuyamadık. Lütfen görseli yeniden seçin.',
  uploadOneFile: 'Lütfen bir seferde tek görsel yükleyin.',
  nameNotVisible: 'İsimde en az bir görünür harf olmalı.',
  nameDirectionControls: 'İsimlerde yazı yönü denetim karakterleri olamaz.',

  // Server texts that were written inline
  requestInvalidJson: 'İsteğin gövdesi geçerli bir JSON değil.',
  requestTooLarge: 'İstek çok büyük.',
  unsupportedMediaType: 'Bu içerik türü desteklenmiyor.',
  csrfRejected: 'Hesabınızı korumak için bu isteği engelledik.',
  operatorOnly: 'Bu uç nokta yalnızca sunucuyu yöneten kişi içindir.',
  feedbackEmpty: 'Geri bildiriminiz boş.',
  feedbackTooLong: `Geri bildiriminiz en fazla ${FEEDBACK_MAX_LENGTH} karakter olabilir.`,
  interfaceLanguageInvalid: 'Türkçe, İngilizce ya da tarayıcınızın dilini seçin.',

  // Mute (issue 28)
  mutedWordEmpty: 'Sessize almak için bir kelime, ifade ya da #konu yazın.',
  mutedWordTooLong: `Sessize alınan bir kelime en fazla ${MUTED_WORD_MAX_LENGTH} karakter olabilir.`,
  mutedWordsFull: `En fazla ${MUTED_WORDS_MAX} kelimeyi sessize alabilirsiniz. Yenisini eklemek için birini kaldırın.`,
  mutedWordExists: 'Bu kelimeyi zaten sessize aldınız.',
  mutedWordNotFound: 'Sessize alınan bu kelime bulunamadı.',

  // Edits, replies and mentions (issue 28)
  postEditNotYours: 'Yalnızca kendi gönderilerinizi düzenleyebilirsiniz.',
  postEditFailed: 'Düzenlemeniz kaydedilemedi. Lütfen tekrar deneyin.',
  replyParentUnavailable: 'Yanıtladığınız yorum artık görüntülenemiyor.',
};

/** Spec section 5, admin confirmations. */
export function adminBanConfirm(name: string): string {
  return `${name} adlı kullanıcıyı yasaklamak istediğinize emin misiniz?`;
}
export function adminUnbanConfirm(name: string): string {
  return `${name} adlı kullanıcının yasağını kaldırmak istiyor musunuz?`;
}
export const ADMIN_DELETE_DIALOG_TITLE = 'Kullanıcı silinsin mi?';
export function adminDeleteConfirm(name: string): string {
  return `${name} adlı kullanıcıyı kalıcı olarak silmek üzeresiniz. Bu işlem geri alınamaz.`;
}

/** Spec section 4, invite countdown texts (Turkish nouns stay singular after a number). */
export function inviteRefreshesInHours(hours: number): string {
  return `Yaklaşık ${hours} saat içinde yenilenir`;
}
export function inviteRefreshesInMinutes(minutes: number): string {
  return `${minutes} dakikadan kısa sürede yenilenir`;
}

/** What Settings says once the confirmation link is on its way. */
export function emailChangeSent(email: string): string {
  return `${email} adresine bir bağlantı gönderdik; adresiniz, bağlantıyı açtığınızda değişir.`;
}
