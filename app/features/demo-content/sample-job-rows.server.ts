import { daysAgo, lines } from "../../../demo/dates";

/**
 * The spec's built-in sample of two jobs (spec 7 "Read job rows": used after the last failed
 * attempt), imported with source "sample" only while the job table is empty. Raw sheet rows:
 * id, title, company, companyLink, location, type, description, responsibilities, requirements,
 * conditions, postDate, applyUrl, applyWebsite, applyEmail, applyForm, applyTelegram, applyHH.
 */
export const sampleJobRows: string[][] = [
  [
    "sample-1",
    "Звукорежиссёр на запись подкастов",
    "Студия «Тихий эфир»",
    "https://tihiy-efir.example",
    "Москва",
    "Частичная занятость",
    "Студия записывает разговорные подкасты для медиа и брендов. Ищем звукорежиссёра на запись и чистовой монтаж выпусков в студии у м. Белорусская.",
    lines("Запись 2–4 подкастов в неделю на 2–4 микрофона", "Монтаж, чистка шумов и выравнивание громкости", "Подготовка мастеров к публикации на площадках"),
    lines("Опыт записи речи от 1 года", "Уверенная работа в Reaper или Pro Tools", "Знание iZotope RX"),
    lines("Оплата за смену от 6 000 ₽", "Гибкий график, 2–3 смены в неделю"),
    daysAgo(1),
    "",
    "https://tihiy-efir.example/jobs",
    "jobs@tihiy-efir.example",
    "",
    "",
    "",
  ],
  [
    "sample-2",
    "Саунд-дизайнер в мобильную игру",
    "Nord Pixel Games",
    "https://nordpixel.example",
    "Удалённо",
    "Полная занятость",
    "Делаем казуальную головоломку для iOS и Android с аудиторией 3 млн игроков в месяц. Нужен саунд-дизайнер, который возьмёт на себя звук интерфейса, геймплея и рекламных роликов.",
    lines("Создание звуков интерфейса и игровых событий", "Интеграция звука в Unity через FMOD", "Звук для рекламных креативов"),
    lines("Портфолио со звуком для игр", "Опыт работы с FMOD или Wwise", "Понимание ограничений мобильных платформ"),
    lines("Оформление по ТК РФ или договор с ИП", "Компенсация библиотек звуков и плагинов"),
    daysAgo(3),
    "",
    "",
    "",
    "",
    "https://t.me/nordpixel_hr",
    "https://hh.ru/search/vacancy?text=саунд-дизайнер",
  ],
];
