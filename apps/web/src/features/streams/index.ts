export { StreamPanel } from './components/stream-panel';
