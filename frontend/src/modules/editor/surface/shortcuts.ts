const MAC = typeof navigator !== 'undefined' && /Mac|iPhone|iPad|iPod/.test(navigator.platform || navigator.userAgent);

/** A key binding as its platform writes it: `Mod-Shift-z` is Ctrl+Shift+Z, or ⌘⇧Z on a Mac. */
export function keyLabel(binding: string): string {
  const parts = binding.split('-');
  const key = parts.pop() ?? '';
  const names = parts.map((part) => {
    if (part === 'Mod') return MAC ? '⌘' : 'Ctrl';
    if (part === 'Alt') return MAC ? '⌥' : 'Alt';
    if (part === 'Shift') return MAC ? '⇧' : 'Shift';
    return part;
  });
  return [...names, key.length === 1 ? key.toUpperCase() : key].join(MAC ? '' : '+');
}

/** A button's title: its name and its keys, e.g. "Bold (Ctrl+B)". */
export function titleWithKeys(label: string, bindings: readonly string[] = []): string {
  return bindings.length ? `${label} (${bindings.map(keyLabel).join(', ')})` : label;
}
