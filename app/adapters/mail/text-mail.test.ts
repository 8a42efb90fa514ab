import { describe, expect, it } from "vitest";
import { textMail } from "./text-mail";

describe("textMail", () => {
  it("escapes the text, makes each link clickable and keeps the line breaks", () => {
    const mail = textMail("a@example.com", "Subject", 'Go <here> & "there":\nhttps://site.example/verify?token=a.b&callbackURL=%2F\nBye');
    expect(mail).toMatchObject({ to: "a@example.com", subject: "Subject" });
    expect(mail.text).toBe('Go <here> & "there":\nhttps://site.example/verify?token=a.b&callbackURL=%2F\nBye');
    expect(mail.html).toBe(
      '<p>Go &lt;here&gt; &amp; &quot;there&quot;:<br><a href="https://site.example/verify?token=a.b&amp;callbackURL=%2F">https://site.example/verify?token=a.b&amp;callbackURL=%2F</a><br>Bye</p>',
    );
  });
});
