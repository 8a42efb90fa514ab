/**
 * What a domain's write answers (docs/decisions/035): done — with what it made, if anything — or refused, nothing
 * written and no audit row, with a code in UPPER_SNAKE_CASE that is a key of the form's messages.
 */
export type Refused<Refusal extends string> = { ok: false; refusal: Refusal };
export type Outcome<Refusal extends string, Done extends object = object> = ({ ok: true } & Done) | Refused<Refusal>;

export const refuse = <Refusal extends string>(refusal: Refusal): Refused<Refusal> => ({ ok: false, refusal });
export const DONE = { ok: true } as const;
