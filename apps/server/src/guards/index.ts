export { COUNTRY_GUARDED_MOVES, declareRouteGuards, ROUTE_MOVES } from './route-class';
export type { RouteGuards, RouteMoves } from './route-class';
export {
  DEFAULT_MONEY_LIMITS,
  MONEY_ACTIONS,
  moneyLimitVariable,
  moneyRateLimit,
  readMoneyLimits,
} from './money-limits';
export type { MoneyAction, MoneyLimit, MoneyLimits, MoneyRateLimitOptions } from './money-limits';
