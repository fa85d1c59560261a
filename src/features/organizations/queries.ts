// The agencies list is shared with the branch directory's filter, so it lives in src/lib.
export { organizationsQueryOptions } from '../../lib/organizations.ts'
