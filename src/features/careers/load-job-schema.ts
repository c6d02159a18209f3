/**
 * The job schema (and zod with it) loads on demand, in parallel with the data it checks, so that
 * setting it up is a task of its own rather than part of the careers page's first script.
 */
export const loadJobSchema = () => import('./job-schema')
