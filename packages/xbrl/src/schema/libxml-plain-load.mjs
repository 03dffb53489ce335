// A module-loader hook: libxml2-wasm's own files load as the plain ES modules they are.
//
// TypeScript loaders (tsx) rewrite every dynamic import() of the modules they load and attach a
// source map. libxml2raw.mjs is one 1 MB line with the wasm binary inside, and that rewrite costs
// about 300 ms and 175 MiB of resident memory per process: more than validating a 10-K needs.
import { readFile } from 'node:fs/promises';

const LIBXML2_WASM = /\/node_modules\/libxml2-wasm\/lib\/[^/]+\.mjs$/;

export async function load(url, context, nextLoad) {
  if (url.startsWith('file:') && LIBXML2_WASM.test(url)) {
    return { format: 'module', source: await readFile(new URL(url)), shortCircuit: true };
  }
  return nextLoad(url, context);
}
