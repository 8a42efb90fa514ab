import { data } from "react-router";
import { ErrorPage } from "~/features/layout/error-page";
import { commonText } from "~/i18n/common";
import { languageFromPath } from "~/i18n/language";
import type { Route } from "./+types/not-found";

export function loader() {
  return data(null, { status: 404 });
}

export function meta({ location }: Route.MetaArgs) {
  return [{ title: commonText[languageFromPath(location.pathname)].notFound.title }, { name: "robots", content: "noindex" }];
}

export default function NotFound() {
  return <ErrorPage isNotFound />;
}
