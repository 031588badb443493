/** The refusal codes are owned by the betting core; the wire re-exports them unchanged. */
export { ERROR_CODES } from '@sportsbook/betting';
export type { ErrorCode } from '@sportsbook/betting';
