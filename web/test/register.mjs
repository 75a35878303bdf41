// node --import ./web/test/register.mjs: installs the TypeScript hooks for tests.
import { register } from "node:module";
register("./ts-hooks.mjs", import.meta.url);
