// Lets a plain Node process (the benchmark, the e2e server's set-up) import the app's server modules as
// they are (TypeScript through Node's type stripping): resolves the `~/` alias (tsconfig paths) and extensionless relative imports the
// way Vite does. Import this module before any app module.
import { existsSync } from "node:fs";
import { registerHooks } from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const appDir = path.resolve(import.meta.dirname, "../app");
const EXTENSIONS = [".ts", ".tsx", "/index.ts"];

function withExtension(file: string): string | undefined {
  if (path.extname(file) && existsSync(file)) return file;
  return EXTENSIONS.map((extension) => file + extension).find((candidate) => existsSync(candidate));
}

/** A module of this project (not a dependency), imported with `import`. */
function isProjectSource(parentURL: string | undefined): parentURL is string {
  return !!parentURL?.startsWith("file:") && !parentURL.includes("/node_modules/") && /\.tsx?$/.test(parentURL);
}

registerHooks({
  resolve(specifier, context, nextResolve) {
    let file: string | undefined;
    if (specifier.startsWith("~/")) file = withExtension(path.join(appDir, specifier.slice(2)));
    else if ((specifier.startsWith("./") || specifier.startsWith("../")) && isProjectSource(context.parentURL)) {
      file = withExtension(path.resolve(path.dirname(fileURLToPath(context.parentURL)), specifier));
    }
    return nextResolve(file ? pathToFileURL(file).href : specifier, context);
  },
});
