import { index, prefix, route, type RouteConfig, type RouteConfigEntry } from "@react-router/dev/routes";
import type { Language } from "~/config/constants";

// Every page is registered once per language: at / for Russian and under /en for English.
// Route ids carry the language so both registrations can share one module.
function pages(language: Language): RouteConfigEntry[] {
  const id = (name: string) => `${language}/${name}`;
  return [
    index("routes/home.tsx", { id: id("home") }),
    route("job/:id", "routes/job.tsx", { id: id("job") }),
    route("education", "routes/education.tsx", { id: id("education") }),
    route("education/tramplin", "routes/education-tramplin.tsx", { id: id("education-tramplin") }),
    route("about", "routes/about.tsx", { id: id("about") }),
    route("post-job", "routes/post-job.tsx", { id: id("post-job") }),
    route("legal", "routes/legal.tsx", { id: id("legal") }),
    route("contacts", "routes/contacts.tsx", { id: id("contacts") }),
    route("blog", "routes/blog.tsx", { id: id("blog") }),
    route("blog/:id", "routes/blog-post.tsx", { id: id("blog-post") }),
    route("specialists", "routes/specialists.tsx", { id: id("specialists") }),
    route("specialists/:id", "routes/specialist.tsx", { id: id("specialist") }),
    route("login", "routes/login.tsx", { id: id("login") }),
    route("reset-password", "routes/reset-password.tsx", { id: id("reset-password") }),
    route("reset-password/new", "routes/reset-password-new.tsx", { id: id("reset-password-new") }),
    route("logout", "routes/logout.ts", { id: id("logout") }),
    route("dashboard", "routes/dashboard.tsx", { id: id("dashboard") }),
    route("pro", "routes/pro.tsx", { id: id("pro") }),
    route("pricing", "routes/pricing.tsx", { id: id("pricing") }),
    route("payment/success", "routes/payment-success.tsx", { id: id("payment-success") }),
    route("payment/error", "routes/payment-error.tsx", { id: id("payment-error") }),
    route("admin", "routes/admin.tsx", { id: id("admin") }, [
      index("routes/admin-overview.tsx", { id: id("admin-overview") }),
      route("profiles", "routes/admin-profiles.tsx", { id: id("admin-profiles") }),
      route("profiles/:id", "routes/admin-profile.tsx", { id: id("admin-profile") }),
      route("reviews", "routes/admin-reviews.tsx", { id: id("admin-reviews") }),
      route("jobs", "routes/admin-jobs.tsx", { id: id("admin-jobs") }),
      route("jobs/new", "routes/admin-job-new.tsx", { id: id("admin-job-new") }),
      route("jobs/:id", "routes/admin-job.tsx", { id: id("admin-job") }),
      route("submissions", "routes/admin-submissions.tsx", { id: id("admin-submissions") }),
      route("submissions/:id", "routes/admin-submission.tsx", { id: id("admin-submission") }),
      route("payments", "routes/admin-payments.tsx", { id: id("admin-payments") }),
      route("payments/:paymentId", "routes/admin-payment.tsx", { id: id("admin-payment") }),
      route("users/:userId/pro", "routes/admin-user-pro.tsx", { id: id("admin-user-pro") }),
      route("audit", "routes/admin-audit.tsx", { id: id("admin-audit") }),
      route("users", "routes/admin-users.tsx", { id: id("admin-users") }),
      route("users/:userId", "routes/admin-user.tsx", { id: id("admin-user") }),
    ]),
    route("alerts/unsubscribe", "routes/alerts-unsubscribe.tsx", { id: id("alerts-unsubscribe") }),
    route("impersonation/end", "routes/impersonation-end.ts", { id: id("impersonation-end") }),
    route("*", "routes/not-found.tsx", { id: id("not-found") }),
  ];
}

export default [
  route("readyz", "routes/healthz.ts", { id: "readyz" }),
  route("healthz", "routes/healthz.ts", { id: "healthz" }),
  route("api/auth/*", "routes/api-auth.ts"),
  route("api/saved-jobs", "routes/saved-jobs.ts"),
  route("api/reviews", "routes/api-reviews.ts"),
  route("api/uploads", "routes/api-uploads.ts"),
  route("api/payments", "routes/api-payments.ts"),
  route("api/payments/webhook", "routes/api-payments-webhook.ts"),
  route("api/subscription", "routes/api-subscription.ts"),
  route("api/alerts/unsubscribe", "routes/api-alerts-unsubscribe.ts"),
  route("api/telegram/webhook", "routes/api-telegram-webhook.ts"),
  route("api/telegram/link", "routes/api-telegram-link.ts"),
  route("sandbox/checkout/:id", "routes/sandbox-checkout.tsx"),
  route("uploads/*", "routes/uploads-file.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("sitemap.xml", "routes/sitemap-index.ts"),
  route("sitemaps/:file", "routes/sitemap-file.ts"),
  route("feeds/:file", "routes/yandex-vacancies-feed.ts"),
  ...pages("ru"),
  ...prefix("en", pages("en")),
] satisfies RouteConfig;
