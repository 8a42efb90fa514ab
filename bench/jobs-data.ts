// Deterministic, realistic job rows for the jobs benchmark, written exactly as jobs-sheet rows
// (columns A–Q, spec 3 "Job") so they go through the app's own parser and importer.
// Same seed and same count → same rows; only the post dates move with the day the benchmark runs.
import { formatSheetDate } from "~/adapters/sheets/sheet-date";
import { chance, pick, seededRandom, shuffle, weighted, type Random } from "./seeded-random.ts";

const RU_PROFESSIONS = [
  "Звукорежиссёр", "Звукорежиссёр перезаписи", "Звукорежиссёр сведения", "Звукорежиссёр прямых трансляций", "Звукорежиссёр театра",
  "Саунд-дизайнер", "Технический саунд-дизайнер", "Композитор", "Монтажёр диалогов", "Звукооператор", "Инженер по звуку",
  "Аудиопрограммист", "Мастеринг-инженер", "Микс-инженер", "Мониторный инженер", "Инженер FOH", "Техник сцены по звуку",
  "Бум-оператор", "Шумовик (фоли-артист)", "Музыкальный редактор", "Аранжировщик", "Битмейкер", "Диктор",
  "Преподаватель звукорежиссуры", "Продюсер подкастов", "Ассистент звукорежиссёра", "Специалист по акустике",
  "Звукотехник", "Радиоинженер", "Музыкальный продюсер", "Саунд-продюсер", "Редактор аудиокниг",
];
const RU_LEVELS = ["", "", "", "Ведущий", "Старший", "Младший", "Главный"];
const RU_QUALIFIERS = [
  "", "", "", "в игры", "для подкастов", "концертного зала", "на радиостанцию", "для кино", "для рекламы", "в студию звукозаписи",
  "в дубляж", "на телеканал", "для YouTube-шоу", "(стажёр)", "на гастроли", "в анимационный сериал", "для аудиокниг", "в онлайн-школу",
];
const EN_PROFESSIONS = [
  "Sound Designer", "Audio Engineer", "Re-recording Mixer", "Dialogue Editor", "Composer", "Audio Programmer", "Music Supervisor",
  "Mastering Engineer", "Foley Artist", "Live Sound Engineer", "Podcast Producer", "Audio QA Tester", "Technical Sound Designer",
  "Boom Operator", "Music Editor", "Audio Director", "Voice-over Producer",
];
const EN_LEVELS = ["", "", "Senior", "Junior", "Lead", "Principal"];
const EN_QUALIFIERS = ["", "", "(games)", "for Film", "(remote)", "for Podcasts", "for Advertising", "(contract)", "for VR"];

const RU_COMPANY_KINDS = [
  "Студия", "Киностудия", "Продакшн", "Театр", "Радио", "Лейбл", "Подкаст-студия", "Дубляж-студия", "Концертный клуб", "Медиахолдинг",
  "Школа звука", "Агентство", "Геймдев-студия", "Телеканал", "Постпродакшн", "Анимационная студия", "Event-агентство", "Издательство аудиокниг",
];
const RU_COMPANY_NAMES = [
  "Октава", "Горизонт", "Резонанс", "Камертон", "Лира", "Форте", "Аккорд", "Тембр", "Гармония", "Эхо", "Полифония", "Мелодия", "Ритм",
  "Пульс", "Волна", "Сигнал", "Частота", "Фаза", "Спектр", "Децибел", "Кварта", "Квинта", "Терция", "Септима", "Соната", "Фуга",
  "Кантата", "Увертюра", "Рондо", "Этюд", "Ноктюрн", "Прелюдия", "Реприза", "Кода", "Стаккато", "Легато", "Виваче", "Аллегро",
  "Адажио", "Модуль", "Лампа", "Пластинка", "Кассета", "Катушка", "Микрофон", "Пульт", "Фейдер", "Эквалайзер", "Компрессор",
  "Ревербератор", "Белый кит", "Северный ветер", "Длинные волны", "Голоса", "Невская волна", "Урал-Медиа", "Кадр и звук", "Сфера",
  "Маяк", "Парус", "Комета", "Орбита", "Зенит", "Полярис", "Аврора", "Байкал", "Енисей", "Ладога", "Кама", "Ока", "Вега", "Альтаир",
  "Сириус", "Плеяды", "Меридиан", "Экватор", "Тундра", "Тайга", "Степь", "Гроза", "Гром", "Ливень", "Метель", "Рассвет", "Закат",
  "Полночь", "Полдень", "Сумерки", "Пересвет", "Звонница", "Колокол", "Гусли", "Баян", "Свирель", "Рожок", "Дудка", "Бубен", "Варган",
];
const EN_COMPANY_NAMES = [
  "Northwind", "Blue Harbour", "Pulse", "Redwood", "Silver Line", "Echo Park", "Low Frequency", "Night Owl", "Granite", "Brightside",
  "Foxglove", "Lighthouse", "Half Moon", "Iron Bridge", "Oak & Ash", "Paper Plane", "Quiet Storm", "Tall Tree", "Wildfire", "Zephyr",
];
const EN_COMPANY_SUFFIXES = ["Audio", "Sound", "Studios", "Interactive", "Post", "Games", "Media", "Records", "Audio Labs", "Sound Works"];

/** ~40 places; about a fifth of the jobs are remote, a quarter in Moscow. */
const LOCATIONS: ReadonlyArray<readonly [string, number]> = [
  ["Удалённо", 200], ["Москва", 250], ["Санкт-Петербург", 120], ["Екатеринбург", 30], ["Новосибирск", 25], ["Казань", 25],
  ["Нижний Новгород", 20], ["Краснодар", 20], ["Самара", 15], ["Ростов-на-Дону", 15], ["Пермь", 12], ["Воронеж", 12], ["Уфа", 12],
  ["Челябинск", 12], ["Омск", 10], ["Красноярск", 10], ["Волгоград", 10], ["Тюмень", 10], ["Саратов", 8], ["Ижевск", 8],
  ["Иркутск", 8], ["Хабаровск", 8], ["Владивосток", 8], ["Ярославль", 8], ["Томск", 8], ["Калининград", 8], ["Сочи", 8],
  ["Тула", 6], ["Тверь", 6], ["Рязань", 6], ["Мурманск", 5], ["Архангельск", 5], ["Минск", 10], ["Алматы", 10], ["Тбилиси", 10],
  ["Ереван", 10], ["Белград", 6], ["Релокация (Кипр)", 5], ["Релокация (Сербия, Белград)", 5], ["Гибрид (Москва)", 20],
];
const TYPES: ReadonlyArray<readonly [string, number]> = [
  ["Полная занятость", 45], ["Частичная занятость", 15], ["Проектная работа", 20], ["Фриланс", 12], ["Стажировка", 8],
];

// Description vocabulary. Several words hold "звук", so it is in most Russian rows; none holds RARE_WORD.
const RU_WORDS = [
  "звук", "звука", "звуком", "звуковой", "звуковые", "звукозапись", "звукорежиссёр", "звукорежиссёра", "звукоизоляция", "студия", "студии",
  "запись", "записи", "сведение", "сведения", "мастеринг", "монтаж", "монтажа", "диалоги", "диалогов", "озвучка", "озвучание", "дубляж",
  "голос", "голоса", "вокал", "вокала", "инструменты", "гитара", "барабаны", "клавишные", "оркестр", "хор", "ансамбль", "концерт",
  "концерты", "сцена", "сцены", "площадка", "пульт", "пульта", "микрофон", "микрофоны", "мониторы", "наушники", "кабели", "коммутация",
  "акустика", "помещение", "проект", "проекты", "проекта", "команда", "команды", "коллектив", "продюсер", "режиссёр", "композитор",
  "музыка", "музыки", "трек", "треки", "альбом", "сингл", "подкаст", "подкасты", "выпуск", "выпуски", "эфир", "эфира", "радио",
  "телевидение", "трансляция", "трансляции", "кино", "фильм", "сериал", "реклама", "ролик", "игра", "игры", "движок", "Wwise", "FMOD",
  "Unity", "Unreal", "Pro Tools", "Reaper", "Cubase", "Ableton", "Logic", "Nuendo", "iZotope", "RX", "плагины", "плагинов", "эффекты",
  "шумы", "фоли", "атмосферы", "библиотека", "библиотеки", "семплы", "синтез", "синтезатор", "модуляция", "компрессия", "эквализация",
  "реверберация", "громкость", "LUFS", "стандарты", "формат", "форматы", "Dolby", "Atmos", "стерео", "объёмный", "пространство",
  "опыт", "опыта", "портфолио", "навыки", "знание", "понимание", "умение", "внимательность", "ответственность", "аккуратность",
  "сроки", "график", "гибкий", "удалённо", "офис", "оплата", "оклад", "бонусы", "премии", "отпуск", "обучение", "рост", "карьера",
  "развитие", "задачи", "задач", "работа", "работы", "работать", "делать", "создавать", "готовить", "проверять", "настраивать",
  "обслуживать", "улучшать", "сопровождать", "планировать", "согласовывать", "новый", "новые", "большой", "сложные", "интересные",
  "современный", "профессиональный", "творческий", "дружная", "молодая", "крупный", "известный", "независимый", "федеральный",
  "ежедневно", "еженедельно", "регулярно", "быстро", "качественно", "вместе", "также", "кроме", "того", "для", "на", "в", "с", "и",
  "по", "от", "до", "при", "мы", "вы", "наш", "ваш", "ищем", "предлагаем", "ждём", "приглашаем", "нужен", "нужна", "требуется",
];
const EN_WORDS = [
  "sound", "audio", "studio", "recording", "mixing", "mastering", "editing", "dialogue", "voice", "music", "score", "cue", "cues",
  "game", "games", "engine", "Wwise", "FMOD", "Unity", "Unreal", "Pro Tools", "Reaper", "Nuendo", "plugins", "effects", "foley",
  "ambiences", "library", "samples", "synthesis", "loudness", "LUFS", "Dolby", "Atmos", "stereo", "spatial", "team", "project",
  "projects", "pipeline", "deadline", "schedule", "remote", "office", "salary", "bonus", "relocation", "learning", "growth",
  "experience", "portfolio", "skills", "knowledge", "attention", "detail", "ownership", "collaborate", "create", "deliver",
  "implement", "review", "support", "improve", "design", "build", "ship", "we", "you", "our", "your", "are", "looking", "for",
  "a", "the", "and", "with", "to", "in", "on", "of", "new", "large", "small", "independent", "friendly", "senior", "talented",
  "creative", "technical", "daily", "weekly", "fast", "clean", "quality", "players", "listeners", "audience", "trailer", "film",
];
const RARE_SENTENCE = { ru: "Будет плюсом опыт игры на терменвоксе.", en: "Bonus points for playing the theremin (терменвокс)." };
/** A word in ~0.1 % of the rows (inserted with that probability), for the "rare word" search. */
export const RARE_WORD = "терменвокс";
const RARE_SHARE = 0.001;

function sentence(random: Random, words: readonly string[], minWords: number, maxWords: number): string {
  const length = minWords + Math.floor(random() * (maxWords - minWords + 1));
  const chosen = Array.from({ length }, () => pick(random, words));
  const text = chosen.join(" ");
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

function description(random: Random, english: boolean): string {
  const target = 300 + Math.floor(random() * 501);
  const words = english ? EN_WORDS : RU_WORDS;
  const sentences: string[] = [];
  let length = 0;
  if (chance(random, RARE_SHARE)) {
    const rare = english ? RARE_SENTENCE.en : RARE_SENTENCE.ru;
    sentences.push(rare);
    length += rare.length + 1;
  }
  while (length < target - 20) {
    const next = sentence(random, words, 5, 14);
    sentences.push(next);
    length += next.length + 1;
  }
  return sentences.join(" ").slice(0, 800);
}

const lines = (random: Random, words: readonly string[], min: number, max: number) =>
  Array.from({ length: min + Math.floor(random() * (max - min + 1)) }, () => sentence(random, words, 3, 8).slice(0, -1)).join("\n");

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

function title(random: Random, english: boolean): string {
  if (english) return [pick(random, EN_LEVELS), pick(random, EN_PROFESSIONS), pick(random, EN_QUALIFIERS)].filter(Boolean).join(" ");
  const level = pick(random, RU_LEVELS);
  const profession = pick(random, RU_PROFESSIONS);
  return [level, level ? lowerFirst(profession) : profession, pick(random, RU_QUALIFIERS)].filter(Boolean).join(" ");
}

/** 2 000 distinct company names: 1 800 Russian (kind «name») and 200 Latin (Name Suffix). */
export function companyNames(random: Random): string[] {
  const russian = RU_COMPANY_KINDS.flatMap((kind) => RU_COMPANY_NAMES.map((name) => `${kind} «${name}»`));
  const latin = EN_COMPANY_NAMES.flatMap((name) => EN_COMPANY_SUFFIXES.map((suffix) => `${name} ${suffix}`));
  // Shuffled with the seeded generator, so which company is frequent does not follow the list order.
  return shuffle(random, [...russian, ...latin]);
}

const DAY_MS = 86_400_000;

export interface GeneratedJobs {
  rows: string[][];
  companies: string[];
  /** How many rows hold RARE_WORD, to print beside the search. */
  rareRows: number;
}

/** `count` sheet rows; post dates spread over the 365 days up to `today`. */
export function generateJobRows(count: number, { seed = 20_260_301, today = new Date() }: { seed?: number; today?: Date } = {}): GeneratedJobs {
  const random = seededRandom(seed);
  const companies = companyNames(random);
  const rows: string[][] = [];
  let rareRows = 0;
  for (let index = 0; index < count; index += 1) {
    const english = chance(random, 0.12);
    const words = english ? EN_WORDS : RU_WORDS;
    const companyIndex = Math.floor(random() * companies.length);
    const company = companies[companyIndex] as string;
    const slug = `c${companyIndex}`;
    const text = description(random, english);
    if (text.includes(RARE_WORD)) rareRows += 1;
    rows.push([
      `bench-${String(index + 1).padStart(6, "0")}`,
      title(random, english),
      company,
      chance(random, 0.7) ? `https://${slug}.example` : "",
      weighted(random, LOCATIONS),
      weighted(random, TYPES),
      text,
      lines(random, words, 2, 5),
      lines(random, words, 2, 5),
      lines(random, words, 1, 4),
      formatSheetDate(new Date(today.getTime() - Math.floor(random() * 365) * DAY_MS)),
      english ? "ENG" : "",
      chance(random, 0.6) ? `https://${slug}.example/jobs/${index + 1}` : "",
      chance(random, 0.5) ? `jobs@${slug}.example` : "",
      chance(random, 0.2) ? `https://forms.example/${slug}/${index + 1}` : "",
      chance(random, 0.3) ? `https://t.me/${slug}_jobs` : "",
      chance(random, 0.3) ? `https://hh.ru/vacancy/${1_000_000 + index}` : "",
    ]);
  }
  return { rows, companies, rareRows };
}
