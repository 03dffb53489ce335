/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The build id, also published as fe_assets/version.json. */
  readonly VITE_APP_VERSION: string;
}
