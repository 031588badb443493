export { REFUSAL_CODES, REFUSAL_DIALECTS, REFUSAL_STATUS, refusalText } from './catalogue';
export type { RefusalCode, RefusalDialect, RefusalDialectName } from './catalogue';
export { bareRefusal, InputRefusal, refusal, RefusalError, validationRefusal } from './refusal';
export type { RefusalDetail, RefusalEnvelope, RefusalMessage } from './refusal';
export { answerError, refusalErrorHandler, speaks } from './error-handler';
export type { RouteRefusals } from './error-handler';
