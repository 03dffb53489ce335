type SurfaceModule = typeof import('../surface/topic-editor.tsx');

let loaded: SurfaceModule | null = null;
let loading: Promise<SurfaceModule> | null = null;

/**
 * The editing surface (TipTap and its extensions), a chunk of its own: reading a long filing does
 * not need it. It is loaded before the editor is mounted, not through React.lazy: TipTap's
 * useEditor destroys an editor whose component has not run its effects a moment after its first
 * render, which a render suspended on a lazy chunk (retried in slices) or a non-urgent update may
 * not do in time. Mounted from a loaded module in a synchronous update, the editor survives.
 */
export function loadSurface(): Promise<SurfaceModule> {
  loading ??= import('../surface/topic-editor.tsx').then((module) => {
    loaded = module;
    return module;
  });
  return loading;
}

/** The surface once loaded, else null. */
export function loadedSurface(): SurfaceModule | null {
  return loaded;
}
