/**
 * Production mode or the local try-out (docs/deploying.md "Production mode", docs/decisions/012). A public
 * deployment is declared by PUBLIC_URL; in it, nothing unsafe runs by default: sessions need a shared
 * AUTH_SECRET, the sandbox checkout (Pro for free) and the demo content (accounts with a published
 * password) run only when asked for by name.
 */
export interface DeploymentSettings {
  PUBLIC_URL?: string;
  DATABASE_URL?: string;
  AUTH_SECRET?: string;
  YOOKASSA_SHOP_ID?: string;
  YOOKASSA_SECRET_KEY?: string;
  PAYMENTS_SANDBOX?: "on" | "off";
  DEMO_CONTENT?: "on" | "off";
  DEMO_SPECIALISTS?: string;
}

export interface Deployment {
  mode: "production" | "try-out";
  /** Payments go through the sandbox checkout (no YooKassa keys). */
  isPaymentsSandbox: boolean;
  /** The demo jobs, posts, specialists and reviews of demo/ are added (and kept) at start. */
  hasDemoContent: boolean;
  /** Why each of the above is what it is, for the start-up log. */
  reasons: string[];
}

export interface DeploymentIssue {
  path: keyof DeploymentSettings;
  message: string;
}

export function deploymentOf(settings: DeploymentSettings): Deployment {
  const isProduction = settings.PUBLIC_URL !== undefined;
  const hasYooKassa = settings.YOOKASSA_SHOP_ID !== undefined && settings.YOOKASSA_SECRET_KEY !== undefined;
  const hasDemoContent = (settings.DEMO_CONTENT ?? (isProduction || settings.DATABASE_URL ? "off" : "on")) === "on";
  return {
    mode: isProduction ? "production" : "try-out",
    isPaymentsSandbox: !hasYooKassa,
    hasDemoContent,
    reasons: [
      isProduction ? "PUBLIC_URL is set" : "PUBLIC_URL is not set",
      hasYooKassa ? "payments: YooKassa" : `payments: sandbox checkout (${settings.PAYMENTS_SANDBOX === "on" ? "PAYMENTS_SANDBOX=on" : "no YooKassa keys"})`,
      `demo content: ${hasDemoContent ? "on" : "off"} (${settings.DEMO_CONTENT ? `DEMO_CONTENT=${settings.DEMO_CONTENT}` : isProduction ? "production mode" : settings.DATABASE_URL ? "DATABASE_URL is set" : "local try-out"})`,
    ],
  };
}

/** What stops start-up: each issue names the variable to set. */
export function deploymentIssues(settings: DeploymentSettings): DeploymentIssue[] {
  const issues: DeploymentIssue[] = [];
  const isProduction = settings.PUBLIC_URL !== undefined;
  const hasYooKassa = settings.YOOKASSA_SHOP_ID !== undefined && settings.YOOKASSA_SECRET_KEY !== undefined;
  if (settings.DEMO_SPECIALISTS !== undefined) {
    issues.push({ path: "DEMO_SPECIALISTS", message: "replaced by DEMO_CONTENT (on or off), which covers the demo jobs, posts, specialists and reviews" });
  }
  if (isProduction && settings.AUTH_SECRET === undefined) {
    issues.push({
      path: "AUTH_SECRET",
      message: "required in production mode (PUBLIC_URL is set): every instance must sign sessions with the same key (e.g. `openssl rand -base64 32`)",
    });
  }
  if (hasYooKassa && settings.PAYMENTS_SANDBOX === "on") {
    issues.push({ path: "PAYMENTS_SANDBOX", message: "on conflicts with YOOKASSA_SHOP_ID and YOOKASSA_SECRET_KEY: choose YooKassa or the sandbox" });
  }
  const sandboxAllowed = settings.PAYMENTS_SANDBOX ?? (isProduction ? "off" : "on");
  if (!hasYooKassa && sandboxAllowed === "off") {
    issues.push({
      path: "YOOKASSA_SHOP_ID",
      message: isProduction
        ? "required in production mode (PUBLIC_URL is set), with YOOKASSA_SECRET_KEY; PAYMENTS_SANDBOX=on runs the test checkout instead, where anyone gets Pro without paying"
        : "required with PAYMENTS_SANDBOX=off, with YOOKASSA_SECRET_KEY",
    });
  }
  return issues;
}
