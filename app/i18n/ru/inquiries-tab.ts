// The cabinet's «Заявки» tab (issue 27, docs/decisions/036): the inquiries clients sent the user, newest first.
export const inquiriesTab = {
  title: "Заявки",
  lead: "Заявки клиентов с вашей страницы на Звук.Работа. Чтобы ответить, напишите клиенту на его e-mail — ответ на письмо с заявкой уходит ему же.",
  empty: "Заявок пока нет. Клиенты отправляют их кнопкой «Обсудить проект» на странице профиля Pro.",
  notPro: "Заявки принимают только профили Pro: с подпиской Pro на вашей странице появится кнопка «Обсудить проект».",
  listLabel: "Заявки клиентов",
  statuses: { new: "Новая", read: "Прочитана", answered: "Отвечено", archived: "В архиве", spam: "Спам" },
  fields: {
    received: "Получена",
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
  reply: "Ответить по e-mail",
  answered: "Отметить «Отвечено»",
  archive: "В архив",
  spam: "Это спам",
  spamConfirm: "Отметить заявку как спам? Адреса, с которых приходит спам, блокируются.",
  cancel: "Отмена",
  first: "К новым",
  next: "Следующие заявки",
  errors: {
    NOT_FOUND: "Заявка не найдена: возможно, её уже удалили.",
    AUTH_REQUIRED: "Войдите, чтобы продолжить.",
    FAILED: "Не удалось сохранить. Попробуйте ещё раз.",
  },
};

export type InquiriesTabDictionary = typeof inquiriesTab;
