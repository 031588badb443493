export { resultsRoutes } from './routes';
export type { ResultsRoutesOptions } from './routes';
export { createResultsService } from './results-service';
export type { ResultsService } from './results-service';
export { scoreText, toFinalScore } from './final-score';
