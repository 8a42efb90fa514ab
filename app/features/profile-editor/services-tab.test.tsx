import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { LIMITS } from "~/config/constants";
import type { Service } from "~/features/specialists";
import { profileEditor as en } from "~/i18n/en/profile-editor";
import { profileEditor as ru } from "~/i18n/ru/profile-editor";
import { ToastProvider } from "~/ui/toast";
import { ItemCounters } from "./item-counters";
import { ServicesTab } from "./services-tab";

const services = (count: number): Service[] =>
  Array.from({ length: count }, (_, n) => ({ id: `s${n}`, title: `Услуга ${n}`, description: "Описание", price: "от 5000" }));

/** The tab as the cabinet renders it on the server, at `path` (the language comes from the URL). */
function render(count: number, path = "/dashboard") {
  const Stub = createRoutesStub([
    {
      path,
      Component: () => (
        <ToastProvider label="Уведомления" viewportLabel="Уведомления" closeLabel="Закрыть">
          <ItemCounters projects={0} services={count} />
          <ServicesTab services={services(count)} />
        </ToastProvider>
      ),
    },
  ]);
  return renderToStaticMarkup(<Stub initialEntries={[path]} />);
}

describe("ServicesTab", () => {
  it(`offers the add form below ${LIMITS.services} services`, () => {
    const html = render(LIMITS.services - 1);
    expect(html).toContain(ru.service.add);
    expect(html).not.toContain(ru.service.limit.replace("{n}", String(LIMITS.services)));
    expect(html).toContain(`${LIMITS.services - 1} / ${LIMITS.services}`);
  });

  it(`puts the limit notice in the add form's place at ${LIMITS.services}, with the counter full`, () => {
    const html = render(LIMITS.services);
    expect(html).toContain('role="status"');
    expect(html).toContain("Достигнут лимит в 10 услуг");
    expect(html).not.toContain(ru.service.add);
    expect(html).not.toContain('name="intent" value="add-service"');
    expect(html).toContain(`${LIMITS.services} / ${LIMITS.services}`);
    expect(render(LIMITS.services, "/en/dashboard")).toContain("You have reached the limit of 10 services");
    expect(render(LIMITS.services, "/en/dashboard")).not.toContain(en.service.add);
  });

  it("tells a profile over the cap (from before it) that its page shows the first ten", () => {
    const html = render(LIMITS.services + 2);
    expect(html).toContain("В профиле показаны первые 10 услуг. Удалите лишние, чтобы добавить новую.");
    expect(html).toContain(`${LIMITS.services + 2} / ${LIMITS.services}`);
  });
});
