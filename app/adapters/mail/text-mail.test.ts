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

  it("makes a paragraph of each block between blank lines", () => {
    expect(textMail("a@example.com", "Subject", "Hello!\n\nFirst line\nsecond line\n\n\nBye").html).toBe(
      "<p>Hello!</p><p>First line<br>second line</p><p>Bye</p>",
    );
  });

  it("leaves no markup of the text's own: a script, an attribute's quotes, an ampersand", () => {
    const mail = textMail("a@example.com", "Subject", `<script>alert("x")</script> <img src='x' onerror="y"> Tom & Jerry`);
    expect(mail.html).toBe("<p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &lt;img src=&#39;x&#39; onerror=&quot;y&quot;&gt; Tom &amp; Jerry</p>");
  });
});

describe("textMail's Reply-To", () => {
  it("carries the reply address only when given", () => {
    expect(textMail("a@example.com", "Subject", "Text")).not.toHaveProperty("replyTo");
    expect(textMail("a@example.com", "Subject", "Text", { replyTo: "client@example.com" })).toMatchObject({
      to: "a@example.com",
      replyTo: "client@example.com",
    });
  });
});
