// The Turkish twin of MESSAGES (issue 27): the same keys, natural Turkish written for members.
// PLACEHOLDER until the translation lands in this session: English copies.
import { MESSAGES, type MessageKey } from './messages.ts';

export const MESSAGES_TR: Record<MessageKey, string> = {
  ...MESSAGES,
  // Edits, replies and mentions (issue 28)
  postEditNotYours: 'Yalnızca kendi gönderilerinizi düzenleyebilirsiniz.',
  postEditFailed: 'Düzenlemeniz kaydedilemedi. Lütfen tekrar deneyin.',
  replyParentUnavailable: 'Yanıtladığınız yorum artık görüntülenemiyor.',
};
