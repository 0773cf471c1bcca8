export { CataloguePage } from './catalogue-page.tsx';
