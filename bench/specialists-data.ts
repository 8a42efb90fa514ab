// Deterministic, realistic rows for the specialists benchmark: users, their profiles (as sign-in and the
// profile editor leave them), projects and services. `listedCount` of them are listed in the directory,
// each in one of the ways spec 4 "Catalogue visibility" allows (with a confirmed address, a name and a
// specialization: docs/decisions/032); four times as many are not (Basic, no active Pro, or paying without
// a profile or a confirmed address), so the visibility predicate has work to do. Same seed and count → same rows; only the
// dates move with the day the benchmark runs.
import type { specialistProfiles, specialistProjects, specialistServices, users } from "~/adapters/db/schema";
import { LIMITS, PRICING, SPECIALIZATIONS, type Specialization } from "~/config/constants";
import { between, chance, pick, seededRandom, shuffle, weighted, type Random } from "./seeded-random.ts";

const UNLISTED_PER_LISTED = 4;

/**
 * How a generated user is (or is not) listed. Listed: account type Pro (with or without a paid period,
 * hidden or not: Pro is always listed), or Basic with an active paid period and show_in_specialists true
 * or unset. Unlisted: Basic that never paid, or whose period has ended, or paying without a profile row or
 * without a confirmed address (docs/decisions/032).
 */
const LISTED_WAYS = [
  ["pro-account", 15],
  ["pro-account-hidden", 3],
  ["pro-account-paid", 25],
  ["paid-shown", 30],
  ["paid-default", 27],
] as const;
const UNLISTED_WAYS = [
  ["never-paid", 80],
  ["expired", 14],
  ["paid-without-profile", 3],
  ["paid-unconfirmed", 3],
] as const;
const UNLISTED: ReadonlySet<string> = new Set(UNLISTED_WAYS.map(([way]) => way));
type ListedWay = (typeof LISTED_WAYS)[number][0];
type UnlistedWay = (typeof UNLISTED_WAYS)[number][0];

const MALE_NAMES: ReadonlyArray<readonly [string, number]> = [
  ["Александр", 30],
  ["Дмитрий", 25],
  ["Максим", 20],
  ["Сергей", 20],
  ["Андрей", 18],
  ["Алексей", 18],
  ["Артём", 15],
  ["Михаил", 15],
  ["Иван", 12],
  ["Илья", 12],
  ["Кирилл", 12],
  ["Никита", 10],
  ["Роман", 8],
  ["Егор", 8],
  ["Павел", 8],
  ["Евгений", 8],
  ["Денис", 8],
  ["Владимир", 8],
  ["Антон", 8],
  ["Матвей", 6],
  ["Тимур", 5],
  ["Олег", 5],
  ["Константин", 5],
  ["Ярослав", 4],
  ["Григорий", 3],
  ["Фёдор", 3],
  ["Глеб", 3],
  ["Лев", 3],
  ["Станислав", 3],
  ["Вадим", 3],
  ["Руслан", 3],
  ["Арсений", 3],
  ["Марк", 2],
  ["Эдуард", 1],
];
const FEMALE_NAMES: ReadonlyArray<readonly [string, number]> = [
  ["Анна", 20],
  ["Мария", 20],
  ["Екатерина", 15],
  ["Анастасия", 15],
  ["Елена", 15],
  ["Ольга", 12],
  ["Дарья", 12],
  ["Наталья", 10],
  ["Юлия", 10],
  ["Ксения", 8],
  ["Татьяна", 8],
  ["Ирина", 8],
  ["Полина", 8],
  ["Виктория", 8],
  ["Алина", 6],
  ["Софья", 6],
  ["Александра", 6],
  ["Алёна", 5],
  ["Светлана", 5],
  ["Марина", 5],
  ["Вероника", 4],
  ["Евгения", 4],
  ["Яна", 3],
  ["Варвара", 3],
];
/** Masculine forms; the feminine adds -а (…ов, …ин) or turns -ский into -ская; the rest do not change. */
const SURNAMES = [
  "Иванов",
  "Смирнов",
  "Кузнецов",
  "Попов",
  "Васильев",
  "Петров",
  "Соколов",
  "Михайлов",
  "Новиков",
  "Фёдоров",
  "Морозов",
  "Волков",
  "Алексеев",
  "Лебедев",
  "Семёнов",
  "Егоров",
  "Павлов",
  "Козлов",
  "Степанов",
  "Николаев",
  "Орлов",
  "Андреев",
  "Макаров",
  "Никитин",
  "Захаров",
  "Зайцев",
  "Соловьёв",
  "Борисов",
  "Яковлев",
  "Григорьев",
  "Романов",
  "Воробьёв",
  "Сергеев",
  "Кузьмин",
  "Фролов",
  "Александров",
  "Дмитриев",
  "Королёв",
  "Гусев",
  "Киселёв",
  "Ильин",
  "Максимов",
  "Поляков",
  "Сорокин",
  "Виноградов",
  "Ковалёв",
  "Белов",
  "Медведев",
  "Антонов",
  "Тарасов",
  "Жуков",
  "Баранов",
  "Филиппов",
  "Комаров",
  "Давыдов",
  "Беляев",
  "Герасимов",
  "Богданов",
  "Осипов",
  "Сидоров",
  "Матвеев",
  "Титов",
  "Марков",
  "Миронов",
  "Крылов",
  "Куликов",
  "Карпов",
  "Власов",
  "Мельников",
  "Денисов",
  "Гаврилов",
  "Тихонов",
  "Казаков",
  "Афанасьев",
  "Данилов",
  "Савельев",
  "Тимофеев",
  "Фомин",
  "Чернов",
  "Абрамов",
  "Мартынов",
  "Ефимов",
  "Федотов",
  "Щербаков",
  "Назаров",
  "Калинин",
  "Исаев",
  "Чернышёв",
  "Быков",
  "Маслов",
  "Родионов",
  "Коновалов",
  "Лазарев",
  "Воронин",
  "Климов",
  "Филатов",
  "Пономарёв",
  "Голубев",
  "Кудрявцев",
  "Прохоров",
  "Наумов",
  "Потапов",
  "Журавлёв",
  "Овчинников",
  "Трофимов",
  "Леонов",
  "Соболев",
  "Ермаков",
  "Колесников",
  "Гончаров",
  "Емельянов",
  "Никифоров",
  "Грачёв",
  "Котов",
  "Гришин",
  "Ефремов",
  "Архипов",
  "Громов",
  "Кириллов",
  "Малышев",
  "Панов",
  "Моисеев",
  "Румянцев",
  "Акимов",
  "Кондратьев",
  "Бирюков",
  "Горбунов",
  "Анисимов",
  "Ерёмин",
  "Тихомиров",
  "Галкин",
  "Лукьянов",
  "Михеев",
  "Скворцов",
  "Юдин",
  "Белоусов",
  "Нестеров",
  "Симонов",
  "Прокофьев",
  "Харитонов",
  "Князев",
  "Цветков",
  "Левин",
  "Воронов",
  "Аксёнов",
  "Мальцев",
  "Логинов",
  "Горшков",
  "Савин",
  "Краснов",
  "Майоров",
  "Демидов",
  "Елисеев",
  "Рыбаков",
  "Сафонов",
  "Плотников",
  "Дёмин",
  "Хохлов",
  "Носов",
  "Зуев",
  "Третьяков",
  "Островский",
  "Вишневский",
  "Покровский",
  "Никольский",
  "Жуковский",
  "Шевченко",
  "Бондаренко",
  "Ткаченко",
  "Ким",
  "Цой",
  "Гордон",
];
/** ~15 places; Moscow and St Petersburg hold most of the specialists, some say nothing. */
const LOCATIONS: ReadonlyArray<readonly [string, number]> = [
  ["Москва", 34],
  ["Санкт-Петербург", 17],
  ["Екатеринбург", 5],
  ["Казань", 5],
  ["Новосибирск", 4],
  ["Нижний Новгород", 3],
  ["Краснодар", 3],
  ["Ростов-на-Дону", 3],
  ["Самара", 2],
  ["Пермь", 2],
  ["Воронеж", 2],
  ["Калининград", 2],
  ["Минск", 3],
  ["Алматы", 2],
  ["Тбилиси", 3],
  ["Ереван", 2],
  ["", 8],
];
/** How common each specialization is among the profiles. */
const SPECIALIZATION_WEIGHTS: Record<Specialization, number> = {
  "sound-designer": 18,
  "vr-sound-designer": 2,
  "foley-artist": 4,
  composer: 14,
  arranger: 7,
  producer: 8,
  "game-composer": 5,
  "ad-composer": 4,
  "sound-engineer": 20,
  "post-production-engineer": 6,
  "mixing-engineer": 12,
  "voice-actor": 6,
  "podcast-engineer": 5,
  "audio-technician": 5,
};
const WORK_EXPERIENCE = ["до 1", "1 - 3", "3 - 5", "3 - 5", "5 - 10", "5 - 10", "10 - 15", "15+"];
const EXPERIENCE_SENTENCES = [
  "Свёл и отмастерил больше ста релизов для независимых артистов.",
  "Работаю в Pro Tools и Reaper, дома — акустически подготовленная комната.",
  "Озвучивал рекламу федеральных брендов и аудиокниги.",
  "Писал музыку и звук для мобильных и инди-игр, интегрирую через Wwise и FMOD.",
  "Десять лет на концертных площадках: FOH и мониторы.",
  "Делаю шумовое оформление для кино и сериалов, есть своя фоли-студия.",
  "Веду подкасты под ключ: запись, монтаж, чистка, сведение.",
  "Закончил звукорежиссуру, преподаю сведение.",
  "Собираю атмосферы и библиотеки эффектов.",
  "Работал на постпродакшне полнометражных фильмов, перезапись в Dolby Atmos.",
  "Аранжирую для живых составов и оркестра.",
  "Пишу джинглы и музыку для рекламы.",
  "Могу выехать на площадку с комплектом записи.",
  "Соблюдаю сроки и стандарты громкости площадок.",
  "Открыт к долгосрочному сотрудничеству.",
];
const SERVICES = [
  ["Сведение трека", "Сведение до 40 дорожек, две правки включены.", ["от 5000", "7 000 ₽", "от 3500"]],
  ["Мастеринг", "Мастеринг под стриминги, громкость по стандартам площадок.", ["2 500 ₽", "от 2000", "3000 ₽/трек"]],
  ["Саунд-дизайн для игры", "Звуки интерфейса, персонажей и окружения, интеграция в движок.", ["от 30 000", "договорная"]],
  ["Запись вокала", "Запись в студии, продюсирование и чистка вокала.", ["2 000 ₽/час", "от 1500"]],
  ["Озвучка ролика", "Дикторская озвучка до двух минут, две правки.", ["от 4000", "5 000 ₽"]],
  ["Аранжировка", "Аранжировка песни по референсу.", ["от 15 000", "20 000 ₽"]],
  ["Подкаст под ключ", "Монтаж, чистка и сведение выпуска до часа.", ["6 000 ₽", "от 4500"]],
  ["Музыка для рекламы", "Трек под хронометраж ролика с правами.", ["от 25 000", "договорная"]],
] as const;
const PROJECT_TITLES = [
  "Саундтрек к инди-игре",
  "Звук для короткого метра",
  "Альбом группы",
  "Реклама банка",
  "Сезон подкаста",
  "Аудиокнига",
  "Спектакль в драмтеатре",
  "VR-инсталляция",
  "Трейлер мобильной игры",
  "Документальный фильм",
  "Джингл радиостанции",
  "Сингл артиста",
];
const DAY_MS = 86_400_000;

type NewUser = typeof users.$inferInsert;
type NewProfile = typeof specialistProfiles.$inferInsert;
type NewProject = typeof specialistProjects.$inferInsert;
type NewService = typeof specialistServices.$inferInsert;

interface GeneratedSpecialists {
  users: NewUser[];
  profiles: NewProfile[];
  projects: NewProject[];
  services: NewService[];
  listedCount: number;
  ways: Partial<Record<ListedWay | UnlistedWay, number>>;
  /** The most frequent first name among the listed, for the name search. */
  commonName: { name: string; listed: number };
}

const ID_CHARACTERS = [..."ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"];
/** Like better-auth's ids: 32 random letters and digits. */
const randomId = (random: Random) => Array.from({ length: 32 }, () => pick(random, ID_CHARACTERS)).join("");

function feminine(surname: string): string {
  if (/(ов|ев|ёв|ин|ын)$/.test(surname)) return `${surname}а`;
  if (surname.endsWith("ский")) return `${surname.slice(0, -4)}ская`;
  return surname;
}

function specializationsFor(random: Random): Specialization[] {
  const count = weighted(random, [
    [1, 35],
    [2, 35],
    [3, 20],
    [4, 10],
  ] as const);
  const chosen = new Set<Specialization>();
  const weights = SPECIALIZATIONS.map((slug) => [slug, SPECIALIZATION_WEIGHTS[slug]] as const);
  while (chosen.size < count) chosen.add(weighted(random, weights));
  return [...chosen];
}

function experience(random: Random): string {
  const sentences = shuffle(random, [...EXPERIENCE_SENTENCES]).slice(0, between(random, 2, 6));
  return sentences.join(" ").slice(0, LIMITS.profile.experience);
}

/** Exact counts per way from weights (the last way takes the rounding), as a shuffled list of `total`. */
function waysFor<T extends string>(random: Random, ways: ReadonlyArray<readonly [T, number]>, total: number): T[] {
  const weightSum = ways.reduce((sum, [, weight]) => sum + weight, 0);
  const list: T[] = [];
  for (const [index, [way, weight]] of ways.entries()) {
    const count = index === ways.length - 1 ? total - list.length : Math.round((total * weight) / weightSum);
    for (let copy = 0; copy < count; copy += 1) list.push(way);
  }
  return shuffle(random, list);
}

/** @public (bench/specialists.ts reads this module through a spread knip cannot follow) */
export function generateSpecialists(listedCount: number, { seed = 20_260_501, now = new Date() }: { seed?: number; now?: Date } = {}): GeneratedSpecialists {
  const random = seededRandom(seed);
  const roles: Array<ListedWay | UnlistedWay> = shuffle(random, [
    ...waysFor(random, LISTED_WAYS, listedCount),
    ...waysFor(random, UNLISTED_WAYS, listedCount * UNLISTED_PER_LISTED),
  ]);
  const generated: GeneratedSpecialists = { users: [], profiles: [], projects: [], services: [], listedCount, ways: {}, commonName: { name: "", listed: 0 } };
  const listedNames = new Map<string, number>();
  const day = (offset: number) => new Date(now.getTime() + offset * DAY_MS);

  for (const [index, way] of roles.entries()) {
    generated.ways[way] = (generated.ways[way] ?? 0) + 1;
    const isListed = !UNLISTED.has(way);
    const isFemale = chance(random, 0.35);
    const name = weighted(random, isFemale ? FEMALE_NAMES : MALE_NAMES);
    const surnameBase = pick(random, SURNAMES);
    const surname = isFemale ? feminine(surnameBase) : surnameBase;
    const id = randomId(random);
    const email = `user${index + 1}@bench.example`;
    const createdAt = day(-between(random, 30, 900));
    const isPaying = way.startsWith("paid") || way === "pro-account-paid";
    const plan = chance(random, 0.6) ? "yearly" : "monthly";
    const periodMs = PRICING[plan].durationDays * DAY_MS;
    // A paid period that is running (begun up to its length ago) or that ended up to 300 days ago.
    let proActivatedAt: Date | null = null;
    if (isPaying) proActivatedAt = day(-between(random, 0, PRICING[plan].durationDays - 1));
    else if (way === "expired") proActivatedAt = new Date(day(-between(random, 1, 300)).getTime() - periodMs);
    const proExpiresAt = proActivatedAt ? new Date(proActivatedAt.getTime() + periodMs) : null;
    generated.users.push({
      id,
      name: `${name} ${surname}`,
      surname,
      email,
      emailVerified: way !== "paid-unconfirmed",
      showInSpecialists: way === "paid-shown" ? true : way === "pro-account-hidden" ? false : null,
      proPlan: proActivatedAt ? plan : null,
      proActivatedAt,
      proExpiresAt,
      createdAt,
      updatedAt: createdAt,
    });
    if (isListed) listedNames.set(name, (listedNames.get(name) ?? 0) + 1);
    if (way === "paid-without-profile") continue;

    // Half of the unlisted never opened the editor (their profile is what sign-in made); the unconfirmed payers did.
    const isFilled = isListed || way === "paid-unconfirmed" || chance(random, 0.5);
    const updatedAt = isFilled ? new Date(createdAt.getTime() + between(random, 0, 20) * DAY_MS) : createdAt;
    generated.profiles.push({
      userId: id,
      name,
      surname,
      email,
      accountType: way.startsWith("pro-account") ? "Pro" : "Basic",
      createdAt,
      updatedAt,
      ...(isFilled
        ? {
            workExperience: pick(random, WORK_EXPERIENCE),
            experience: experience(random),
            telegramLink: chance(random, 0.5) ? `https://t.me/user${index + 1}` : "",
            photoUrl: chance(random, 0.7) ? `https://cdn.bench.example/avatars/${id}.webp` : "",
            specializations: specializationsFor(random),
            website: chance(random, 0.25) ? `https://user${index + 1}.example` : "",
            location: weighted(random, LOCATIONS),
            languages: chance(random, 0.4) ? ["Русский", "English"] : ["Русский"],
          }
        : {}),
    });
    if (chance(random, isListed ? 0.6 : 0.1)) {
      for (let service = between(random, 1, 4); service > 0; service -= 1) {
        const [title, description, prices] = pick(random, SERVICES);
        generated.services.push({
          id: randomId(random),
          userId: id,
          title,
          description,
          price: pick(random, prices),
          createdAt: new Date(updatedAt.getTime() + service),
        });
      }
    }
    if (chance(random, isListed ? 0.45 : 0.05)) {
      const count = between(random, 1, 6);
      for (let slot = 0; slot < count; slot += 1) {
        const title = pick(random, PROJECT_TITLES);
        generated.projects.push({
          id: randomId(random),
          userId: id,
          slot,
          title,
          description: experience(random),
          createdAt: new Date(updatedAt.getTime() + slot),
        });
      }
    }
  }
  const [commonName, listed] = [...listedNames].reduce((best, entry) => (entry[1] > best[1] ? entry : best), ["", 0]);
  generated.commonName = { name: commonName, listed };
  return generated;
}
