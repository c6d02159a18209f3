/**
 * The plan schemas (and zod with them) load on demand, in parallel with the request whose answer
 * they check, so that setting them up is a task of its own rather than part of the plans page's
 * first script.
 */
export const loadPlanSchema = () => import('./plan-schema')
