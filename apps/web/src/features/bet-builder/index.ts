// The builder's strings first (decision 035).
import '../../i18n/bet-builder-strings-ready';

export { BetBuilderModal } from './bet-builder-modal';
