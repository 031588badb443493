export { TopPicksPanel } from './components/top-picks-panel';
