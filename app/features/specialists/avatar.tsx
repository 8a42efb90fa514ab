import { fullName } from "./specialist";

/** The photo, or the initials on a tinted disc when there is none (spec 2: "photo or initials"). */
export function Avatar({ person, className }: { person: { name: string; surname: string; photoUrl: string }; className: string }) {
  if (person.photoUrl) return <img src={person.photoUrl} alt={fullName(person)} loading="lazy" decoding="async" className={`${className} object-cover`} />;
  const initials = [person.name, person.surname].map((part) => part.trim().charAt(0).toUpperCase()).join("") || "?";
  return (
    <span aria-hidden="true" className={`${className} flex items-center justify-center bg-gradient-to-br from-violet-600 to-fuchsia-500 font-bold text-white`}>
      {initials}
    </span>
  );
}
