import { generatePath } from 'react-router-dom';
import type { XbrlProjectApi } from '@/api/validator/xbrl-project-api.ts';

/**
 * A module whose screens are projects of filings per company (the Validator, EAsyView): where its
 * API and screens live and how its pane names what a run does. The shared screens of this folder
 * take one and are otherwise the same for every such module.
 */
export interface XbrlModule {
  api: XbrlProjectApi;
  /** The module's own name, on the links back to its company list ("Validator Companies"). */
  name: string;
  paths: {
    companies: string;
    projects: string;
    /** The route pattern of the project pane, with `:companyId`. */
    pane: string;
  };
  words: {
    /** The company list's description. */
    companies: string;
    /** What opening a project is for, ending a sentence ("validate a filing and read its results"). */
    purpose: string;
    /** The upload card's title and form name ("Validate a filing") and its button ("Validate"). */
    upload: string;
    submit: string;
    /** What one run is called in sentences ("validation"): "Validation progress", "No validations yet". */
    run: string;
    /** The title of the run on screen ("Validation run"). */
    runTitle: string;
  };
}

/** The address of a company's projects; the company's name travels along (in state) for the heading. */
export const projectsOf = (module: XbrlModule, companyId: number) => `${module.paths.projects}?companyId=${companyId}`;

/** The pane of a project. */
export const contentOf = (module: XbrlModule, companyId: number, projectId: number) =>
  `${generatePath(module.paths.pane, { companyId: String(companyId) })}?projectId=${projectId}`;

export const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
