// Project inquiries' mails and Telegram messages (issue 27, docs/decisions/036): server-only texts. Subjects are fixed
// dictionary texts: no user text goes into them.
export const inquiriesMail = {
  confirmSubject: "Подтвердите заявку на Звук.Работа",
  confirmText:
    "Кто-то — вероятно, вы — написал специалисту {name} через Звук.Работа и указал этот адрес для ответа. Чтобы заявка ушла специалисту, откройте ссылку и нажмите «Отправить заявку» (ссылка действует 48 часов):\n{url}\n\nЕсли вы не отправляли заявку, просто проигнорируйте это письмо: без подтверждения её никто не увидит.",
  specialistSubject: "Новая заявка на Звук.Работа",
  specialistIntro:
    "Клиент отправил вам заявку через ваш профиль на Звук.Работа. Чтобы ответить, просто ответьте на это письмо — ответ уйдёт клиенту на {email}.\nВсе заявки — в личном кабинете: {url}",
  copySubject: "Копия вашей заявки на Звук.Работа",
  copyIntro: "Ваша заявка отправлена специалисту {name}. Он ответит вам на этот адрес. Вот что вы написали:",
  copyOutro: "Профиль специалиста: {url}\n\nЕсли вы не отправляли эту заявку, просто проигнорируйте письмо.",
  labels: {
    clientName: "Имя",
    clientEmail: "E-mail",
    clientContact: "Telegram или телефон",
    workKind: "Вид работы",
    budget: "Бюджет",
    deadline: "Срок",
    referenceLink: "Референсы",
    message: "Сообщение",
  },
  values: {
    other: "Другое",
    negotiable: "обсудим",
    notGiven: "не указан",
    from: "от {amount}",
    upTo: "до {amount}",
    range: "от {from} до {to}",
  },
  telegramTitle: "Новая заявка на Звук.Работа",
  telegramCut: "Сообщение сокращено — полностью в письме и в кабинете.",
  telegramCabinet: "Открыть заявки",
};

export type InquiriesMailDictionary = typeof inquiriesMail;
