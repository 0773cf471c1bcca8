export { QuotePage } from './quote-page.tsx';
