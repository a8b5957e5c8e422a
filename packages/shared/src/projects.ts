import { z } from 'zod';
import { appSpecSchema } from './app-spec';

export const PROJECT_VISIBILITIES = ['public', 'private', 'ministry_only'] as const;
export type ProjectVisibility = (typeof PROJECT_VISIBILITIES)[number];
/** Spec section 3: tech_stack defaults to html, css, js. */
export const DEFAULT_TECH_STACK = ['html', 'css', 'js'] as const;
/** New projects are private unless the owner chooses otherwise; see docs/decisions/006-projects-access.md. */
export const DEFAULT_PROJECT_VISIBILITY: ProjectVisibility = 'private';
export const MAX_PROJECT_FILES = 500;

export const projectFileSchema = z
  .object({ path: z.string().trim().min(1).max(300), content: z.string().max(1_000_000) })
  .strict();
export type ProjectFile = z.infer<typeof projectFileSchema>;

const optionalUrl = z
  .union([
    z
      .string()
      .trim()
      .max(2048)
      .refine((v) => /^https?:\/\//i.test(v), { message: 'invalid_url' }),
    z.null(),
  ])
  .optional();

const projectFields = {
  title: z.string().trim().min(1).max(200),
  description: z.string().max(5000).nullable().optional(),
  visibility: z.enum(PROJECT_VISIBILITIES).optional(),
  category: z.string().trim().max(100).nullable().optional(),
  code_content: z.array(projectFileSchema).max(MAX_PROJECT_FILES).optional(),
  image_url: optionalUrl,
  demo_url: optionalUrl,
  repository_url: optionalUrl,
  tech_stack: z.array(z.string().trim().min(1).max(50)).max(50).optional(),
  // The spec's client sends these as false; only staff may feature or verify, never the owner.
  is_featured: z.literal(false).optional(),
  is_verified: z.literal(false).optional(),
};

export const createProjectSchema = z.object(projectFields).strict();
export type CreateProjectInput = z.infer<typeof createProjectSchema>;

export const updateProjectSchema = z
  .object({
    ...projectFields,
    title: projectFields.title.optional(),
    // Applying an instruction stores the new app description and the new generation, the base of the next
    // three-way merge (issue 13, decision 115). Owner only, like every update.
    app_spec: appSpecSchema.optional(),
    generated_files: z.array(projectFileSchema).max(MAX_PROJECT_FILES).optional(),
  })
  .strict()
  .refine((v) => Object.keys(v).length > 0, { message: 'empty_update' });
export type UpdateProjectInput = z.infer<typeof updateProjectSchema>;

export type ProjectSummary = {
  id: string;
  title: string;
  description: string | null;
  visibility: ProjectVisibility;
  category: string | null;
  updated_at: string;
  star_count: number;
  view_count: number;
  remix_count: number;
};

export type Project = ProjectSummary & {
  user_id: string;
  code_content: ProjectFile[];
  image_url: string | null;
  demo_url: string | null;
  repository_url: string | null;
  tech_stack: string[];
  is_featured: boolean;
  is_verified: boolean;
  created_at: string;
  version: number;
};

export type ProjectListResponse = { projects: ProjectSummary[] };
export type ProjectResponse = { project: Project };
export type CreateProjectResponse = { id: string };
export type ProjectStats = { projects: number; star_count: number; view_count: number; remix_count: number };

/** One saved version of a project (GET /api/projects/:id/versions): the snapshot's title and file count. */
export type ProjectVersionSummary = { version: number; created_at: string; title: string; file_count: number };
export type ProjectVersionsResponse = { versions: ProjectVersionSummary[] };
