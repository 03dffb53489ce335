import type { FormDescription, Project, ProjectPage, ValidationMethod } from '@ea/contracts/validator';
import useSWR from 'swr';
import type { SessionClient } from '@/app/session/session-client.ts';
import type { ListRequest } from '../list-address.ts';

/**
 * The body of a project save (the contract's ProjectInput). Spelled out because the contract's
 * unions are built from mapped arrays, whose static type TypeBox cannot narrow.
 */
export interface ProjectBody {
  name: string;
  formDescription: FormDescription;
  method: ValidationMethod;
}

const projectsOf = (companyId: number) => `/api/validator/companies/${companyId}/projects`;

/** The SWR key of one page of a company's projects; the URL's `filter` is the API's `q`. */
export function projectListKey(companyId: number, list: ListRequest): string {
  const query = new URLSearchParams({ page: String(list.page), size: String(list.size) });
  const filter = list.get('filter');
  if (filter) query.set('q', filter);
  return `${projectsOf(companyId)}?${query}`;
}

/** GET validator/companies/:companyId/projects; no request without a company. */
export function useProjects(companyId: number | null, list: ListRequest) {
  return useSWR<ProjectPage>(companyId === null ? null : projectListKey(companyId, list), { keepPreviousData: true });
}

/** Every cached page of every company's projects. */
export const isProjectListKey = (key: unknown) =>
  typeof key === 'string' && key.startsWith('/api/validator/companies/') && key.includes('/projects?');

export const projectKey = (id: number) => `/api/validator/projects/${id}`;

export function useProject(id: number | null) {
  return useSWR<Project>(id === null ? null : projectKey(id));
}

/** POST (new, under its company) or PUT (existing) a project. */
export function saveProject(
  session: SessionClient,
  target: { companyId: number; projectId: number | null },
  input: ProjectBody,
): Promise<Project> {
  return session.json<Project>(target.projectId === null ? projectsOf(target.companyId) : projectKey(target.projectId), {
    method: target.projectId === null ? 'POST' : 'PUT',
    body: JSON.stringify(input),
  });
}

/** DELETE a project: its runs and their files go with it. */
export function deleteProject(session: SessionClient, id: number): Promise<void> {
  return session.json<void>(projectKey(id), { method: 'DELETE' });
}
