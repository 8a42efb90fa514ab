import { describe, expect, it } from "vitest";
import { messageIdFor } from "./mailer.server";

describe("a queued mail's Message-ID (docs/decisions/034)", () => {
  it("is its key at the sender's domain, the same on every attempt", () => {
    const from = "Звук.Работа <no-reply@zvuk-rabota.ru>";
    expect(messageIdFor("0d6804da-9f35-4cc3-9f03-e53716a09775", from)).toBe("<0d6804da-9f35-4cc3-9f03-e53716a09775@zvuk-rabota.ru>");
    expect(messageIdFor("k", from)).toBe(messageIdFor("k", from));
    expect(messageIdFor("k", "robot@mail.example")).toBe("<k@mail.example>");
    expect(messageIdFor("k", "no address")).toBe("<k@localhost>");
  });
});
