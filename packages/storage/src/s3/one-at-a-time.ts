/** Runs the tasks given for one name one after another, and tasks for different names freely. */
export function oneAtATimePerName() {
  const last = new Map<string, Promise<unknown>>();
  return async function run<T>(name: string, task: () => Promise<T>): Promise<T> {
    const current = (last.get(name) ?? Promise.resolve()).catch(() => undefined).then(task);
    last.set(name, current);
    try {
      return await current;
    } finally {
      if (last.get(name) === current) last.delete(name);
    }
  };
}
