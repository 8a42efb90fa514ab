import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { ProSteps } from "./pro-steps";

function render(path: string, isGoogleSignInEnabled: boolean) {
  const Stub = createRoutesStub([{ id: "root", path: "/", children: [{ path: path.slice(1), Component: ProSteps }] }]);
  return renderToStaticMarkup(<Stub initialEntries={[path]} hydrationData={{ loaderData: { root: { isGoogleSignInEnabled } } }} />);
}

// Spec 2 "Pro landing", step 1: Google sign-in is promised only where the server offers it (the dialog's button too).
describe("ProSteps", () => {
  it("promises Google sign-in only when it is configured", () => {
    expect(render("/pro", true)).toContain("Зарегистрируйтесь по e-mail или войдите через Google.");
    expect(render("/pro", false)).toContain("Зарегистрируйтесь по e-mail и войдите.");
    expect(render("/pro", false)).not.toContain("Google");
  });

  it("says the same in English", () => {
    expect(render("/en/pro", true)).toContain("Register with your e-mail or sign in with Google.");
    expect(render("/en/pro", false)).toContain("Register with your e-mail and sign in.");
    expect(render("/en/pro", false)).not.toContain("Google");
  });
});
