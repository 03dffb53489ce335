// Module resolution hook of importWithout(): refuses the packages whose names match the pattern,
// naming the module that asked for one.
let refused = /$^/;

export function initialize(data) {
  refused = new RegExp(data.pattern);
}

export async function resolve(specifier, context, nextResolve) {
  if (refused.test(specifier)) throw new Error(`refused module "${specifier}" imported by ${context.parentURL}`);
  return nextResolve(specifier, context);
}
