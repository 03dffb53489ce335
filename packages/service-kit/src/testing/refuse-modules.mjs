// Registers refuse-modules-hook.mjs in a child process of importWithout() (a --import of its own).
import { register } from 'node:module';

register('./refuse-modules-hook.mjs', import.meta.url, { data: { pattern: process.env.REFUSED_MODULES } });
