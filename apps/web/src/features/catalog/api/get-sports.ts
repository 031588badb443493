/** The sports list lives in shared code: the shell's sport-route check reads the same query. */
export { sportsQueryOptions, useSports } from '../../../hooks/use-sports';
