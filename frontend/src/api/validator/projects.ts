import type { FormDescription, Project, ProjectPage, ValidationMethod } from '@ea/contracts/validator';
import useSWR from 'swr';
import type { SessionClient } from '@/app/session/session-client.ts';
import type { ListRequest } from '../list-address.ts';
import { VALIDATOR_API } from './api-base.ts';

/**
 * The body of a project save (the contract's ProjectInput). Spelled out because the contract's
 * unions are built from mapped arrays, whose static type TypeBox cannot narrow.
 */
export interface ProjectBody {
  name: string;
  formDescription: FormDescription;
  method: ValidationMethod;
}

/** A module's projects (the Validator's shapes) under its API base. */
export function projectsApi(base: string) {
  const projectsOf = (companyId: number) => `${base}/companies/${companyId}/projects`;
  const projectKey = (id: number) => `${base}/projects/${id}`;
  /** The SWR key of one page of a company's projects; the URL's `filter` is the API's `q`. */
  const projectListKey = (companyId: number, list: ListRequest): string => {
    const query = new URLSearchParams({ page: String(list.page), size: String(list.size) });
    const filter = list.get('filter');
    if (filter) query.set('q', filter);
    return `${projectsOf(companyId)}?${query}`;
  };
  return {
    projectListKey,
    projectKey,
    /** GET …/companies/:companyId/projects; no request without a company. */
    useProjects: (companyId: number | null, list: ListRequest) =>
      useSWR<ProjectPage>(companyId === null ? null : projectListKey(companyId, list), { keepPreviousData: true }),
    /** Every cached page of every company's projects. */
    isProjectListKey: (key: unknown) => typeof key === 'string' && key.startsWith(`${base}/companies/`) && key.includes('/projects?'),
    useProject: (id: number | null) => useSWR<Project>(id === null ? null : projectKey(id)),
    /** POST (new, under its company) or PUT (existing) a project. */
    saveProject: (session: SessionClient, target: { companyId: number; projectId: number | null }, input: ProjectBody): Promise<Project> =>
      session.json<Project>(target.projectId === null ? projectsOf(target.companyId) : projectKey(target.projectId), {
        method: target.projectId === null ? 'POST' : 'PUT',
        body: JSON.stringify(input),
      }),
    /** DELETE a project: its runs and their files go with it. */
    deleteProject: (session: SessionClient, id: number): Promise<void> => session.json<void>(projectKey(id), { method: 'DELETE' }),
  };
}

export const { projectListKey, projectKey, useProjects, isProjectListKey, useProject, saveProject, deleteProject } =
  projectsApi(VALIDATOR_API);
