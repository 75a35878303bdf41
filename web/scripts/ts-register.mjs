// `node --import ./web/scripts/ts-register.mjs …` runs TypeScript modules (see ts-hooks.mjs).
import { register } from 'node:module';

register('./ts-hooks.mjs', import.meta.url);
